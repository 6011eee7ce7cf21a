import Foundation
import WordpackAppKind
import WordpackCore

extension ReviewSite {
    /// The built file `file` when it was made (a file in an archive: when the archive holds it), now shown by a
    /// page.
    mutating func built(_ file: ReviewFile?) -> ReviewMedia? {
        guard let file else { return nil }
        guard let entry = file.entry else { return built(file.output) }
        guard !"\(file.output)/\(entry)".split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            return nil
        }
        if archives[file.output] == nil {
            let reading = try? ZipReading(
                url: outputs.appendingPathComponent(file.output), displayPath: "outputs/\(file.output)")
            archives[file.output] = Set(reading?.paths ?? [])
        }
        guard archives[file.output]?.contains(entry) == true else { return nil }
        let media = ReviewMedia(output: file.output, entry: entry)
        self.media.insert(media)
        return media
    }

    /// Boards behind tabs: a tab per board (CSS only, no script), the first one shown. `group`: an element id
    /// unique on the page.
    mutating func tabs(_ boards: [ReviewBoard], group: String) -> String {
        var html = "<div class=\"tabs\" id=\"\(group)\">\n"
        for (index, board) in boards.enumerated() {
            let id = "\(group)-\(index + 1)"
            html += "<input type=\"radio\" name=\"\(group)\" id=\"\(id)\"\(index == 0 ? " checked" : "")>"
            html += "<label for=\"\(id)\">\(HTML.escape(board.name))</label>\n<div class=\"panel\">\n"
            html += self.board(board) + "</div>\n"
        }
        return html + "</div>\n"
    }

    /// A board: its tiles in a grid of its columns (empty places kept), or in one row.
    private mutating func board(_ board: ReviewBoard) -> String {
        let found = findings.at(cells: board.cells, files: [])
        shown.formUnion(found)
        var html = board.note.map { "<div class=\"size\">\(HTML.escape($0))</div>\n" } ?? ""
        html += Self.findingList(found)
        if let columns = board.columns {
            html += "<div class=\"board\" style=\"grid-template-columns:repeat(\(max(columns, 1)),132px)\">\n"
        } else {
            html += "<div class=\"board row\">\n"
        }
        for tile in board.tiles {
            if let tile { html += self.tile(tile) } else { html += "<div class=\"key empty\"></div>\n" }
        }
        html += "</div>\n"
        guard !board.leftOut.isEmpty else { return html }
        html +=
            "<div class=\"size\">Left out of this board (\(board.leftOut.count)):</div>\n<div class=\"board row\">\n"
        for tile in board.leftOut { html += self.tile(tile) }
        return html + "</div>\n"
    }

    /// A tile as the app draws it: picture, label, what it says, a player for its recording, what it lacks
    /// and the findings of check at its cells and files.
    private mutating func tile(_ tile: ReviewTile) -> String {
        let found = findings.at(cells: tile.cells, files: tile.files)
        shown.formUnion(found)
        var classes = "key"
        if !tile.missing.isEmpty { classes += " lacks" }
        if tile.leftOut != nil { classes += " left-out" }
        if found.contains(where: { $0.severity == .error }) { classes += " has-error" }
        var html = "<div class=\"\(classes)\">"
        if let picture = built(tile.picture) {
            html += "<img src=\"\(HTML.url(picture.path))\" loading=\"lazy\" alt=\"\(HTML.escape(tile.label))\" "
            html += "title=\"\(HTML.escape(Self.origin(picture)))\">"
        } else if tile.picture != nil {
            html += "<div class=\"nopicture\">picture not built yet</div>"
        } else if tile.missing.contains(where: { $0.contains("picture") }) {
            html += "<div class=\"nopicture\">no picture</div>"
        }
        html += "<b>\(HTML.escape(tile.label))</b>"
        if let says = tile.says { html += "<div class=\"says\">says “\(HTML.escape(says))”</div>" }
        if let opens = tile.opens { html += "<div class=\"says\">opens “\(HTML.escape(opens))”</div>" }
        if let sound = built(tile.sound) {
            html += Self.audio(sound)
        } else if tile.sound != nil {
            html += "<div class=\"size\">recording not built yet</div>"
        }
        for missing in tile.missing { html += "<span class=\"badge missing\">\(HTML.escape(missing))</span>" }
        if let why = tile.leftOut { html += "<span class=\"badge left-out\">left out: \(HTML.escape(why))</span>" }
        return html + Self.findingList(found) + "</div>\n"
    }

    /// Where a media file comes from, as a tooltip: `outputs/…`, or `outputs/….obz: images/…`.
    static func origin(_ media: ReviewMedia) -> String {
        if case .entry(let entry) = media.form { return "outputs/\(media.output): \(entry)" }
        return "outputs/\(media.output)"
    }
}
