import WordpackAppKind
import WordpackCore

/// The findings of check, looked up by where they are: a cell's row of a sheet, or a media file. Says which
/// belong on a card or an item, and remembers which were shown somewhere.
struct ReviewFindings {
    private struct Row: Hashable {
        var file: String
        var sheet: String?
        var row: Int
    }

    private var byRow: [Row: [Diagnostic]] = [:]
    private var byFile: [String: [Diagnostic]] = [:]
    let all: [Diagnostic]

    init(_ findings: [Diagnostic]) {
        all = findings
        for finding in findings {
            let location = finding.location
            if let row = location.row {
                byRow[Row(file: location.file, sheet: location.sheet, row: row), default: []].append(finding)
            } else if location.sheet == nil {
                byFile[location.file, default: []].append(finding)
            }
        }
    }

    /// The findings at the rows of `cells` and about the files `files`, in sorted order, each once.
    func at(cells: [Location?], files: [String?]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for cell in cells.compactMap({ $0 }) {
            guard let row = cell.row else { continue }
            found += byRow[Row(file: cell.file, sheet: cell.sheet, row: row)] ?? []
        }
        for file in files.compactMap({ $0 }) { found += byFile[file] ?? [] }
        var seen: Set<Diagnostic> = []
        return Diagnostic.sorted(found.filter { seen.insert($0).inserted })
    }

    func on(_ card: ReviewCard) -> [Diagnostic] {
        at(cells: [card.row] + card.texts.map(\.cell), files: card.files + card.texts.map(\.speechSource))
    }

    func on(_ text: ReviewText) -> [Diagnostic] {
        at(cells: [text.cell], files: [text.speechSource])
    }
}
