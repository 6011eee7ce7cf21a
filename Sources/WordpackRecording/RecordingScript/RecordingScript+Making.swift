import Foundation
import WordpackCatalogue
import WordpackCore

extension RecordingScript {
    /// The script of `language` from what its apps need (`needs`, from `ContentCheck.recordingNeeds`, and the
    /// vocabulary apps' words), keeping `selection`'s lines and, with `list`, that list's words only.
    /// `unusable` holds the files the checks found a problem with (too quiet, clipped, silent, too long…); a
    /// recording made for another word (`RecordingNeed.isStale`) is listed to record again too.
    static func make(
        language: LanguageCode, needs: [RecordingNeed], catalogue: Catalogue, selection: Selection, list: String?,
        unusable: Set<String>, thumbnail: (RecordingNeed) -> [UInt8]?
    ) -> RecordingScript {
        let listOrder = Dictionary(catalogue.lists.enumerated().map { ($0.element.name, $0.offset) }) { first, _ in
            first
        }
        func row(_ need: RecordingNeed) -> Int {
            catalogue.list(named: need.list ?? "")?.words.firstIndex { $0.key == need.key } ?? Int.max
        }
        var seen: Set<String> = []
        let unique = needs.filter { seen.insert($0.path).inserted }
        // Words first, in list then row order; letter sounds last, in the order they come (by letter).
        let words = unique.filter { $0.kind == .word }.enumerated().sorted { left, right in
            let a = (listOrder[left.element.list ?? ""] ?? Int.max, row(left.element), left.offset)
            let b = (listOrder[right.element.list ?? ""] ?? Int.max, row(right.element), right.offset)
            return a < b
        }.map(\.element)
        let ordered = words + (list == nil ? unique.filter { $0.kind == .letter } : [])
        let kept = ordered.filter { need in
            if let list, need.list != list { return false }
            switch selection {
            case .all: return true
            case .needed:
                switch need.status {
                case .missing, .unusable: return true
                case .recorded: return need.isStale || need.files.contains(where: unusable.contains)
                case .missingInFallback, .refused: return false
                }
            }
        }
        let lines = kept.enumerated().map { offset, need in
            Line(number: offset + 1, need: need, thumbnail: need.kind == .word ? thumbnail(need) : nil)
        }
        return RecordingScript(language: language, lines: lines)
    }
}
