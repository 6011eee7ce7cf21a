import Foundation
import WordpackCore

/// The review page of a split, written beside its script (`scripts/es.tsv` → `scripts/es-split.html` and its
/// picture `scripts/es-split.png`): the take's waveform with each cut shaded, marked and numbered, then a row
/// per cut with its times and a player, so that a person checks the cuts by eye and ear in a minute. The
/// players play the written recordings; after `--dry-run`, which writes none, each plays its stretch of the
/// take itself (a media fragment, `take.wav#t=1.250,1.940`). The same split gives the same bytes.
extension TakeSplit {
    /// The page and its picture for a split made with the script at `script`.
    static func reviewFiles(script: URL) -> (page: URL, picture: URL) {
        let name = sessionName(script: script)
        let folder = script.deletingLastPathComponent()
        return (folder.appendingPathComponent(name + ".html"), folder.appendingPathComponent(name + ".png"))
    }

    /// The name (without extension) of what a split with `script` writes beside it: `es-split` for `es.tsv`,
    /// and for the session's own copy of its script, `es-split.tsv`, the same.
    static func sessionName(script: URL) -> String {
        let stem = script.deletingPathExtension().lastPathComponent
        return stem.hasSuffix("-split") ? stem : stem + "-split"
    }

    /// The copy of the script a split was made with, kept beside its labels (`scripts/es-split.tsv`): `script`
    /// run again after the session lists only what is left to record, and the labels are of these lines.
    static func sessionScript(script: URL) -> URL {
        script.deletingLastPathComponent().appendingPathComponent(sessionName(script: script) + ".tsv")
    }

    /// Writes the page and its picture, each through a temporary file renamed into place, and each made as it
    /// is written (the picture a row at a time, the page a line at a time), so that a long take's many cuts
    /// cost no memory to speak of. `take` is the take's file, `project` where the recordings' paths start;
    /// `written` says whether the recordings were written.
    func writeReview(script: URL, take: URL, project: Project, written: Bool) throws {
        let (page, pictureFile) = Self.reviewFiles(script: script)
        let picture = self.picture
        try FileWriter.write(
            try picture.png(of: self, displayPath: project.displayPath(of: pictureFile)), to: pictureFile)
        let folder = page.deletingLastPathComponent()
        let takeSource = HTML.url(Self.relativePath(from: folder, to: take))
        try FileWriter.writeText(to: page) { append in
            try reviewPage(picture: picture, pictureName: pictureFile.lastPathComponent, written: written, append) {
                cut in
                written
                    ? HTML.url(Self.relativePath(from: folder, to: project.root.appendingPathComponent(cut.line.path)))
                    : takeSource + String(format: "#t=%.3f,%.3f", seconds(cut.start), seconds(cut.end))
            }
        }
    }

    /// `file` as a `/`-separated path relative to `folder`.
    static func relativePath(from folder: URL, to file: URL) -> String {
        let from = folder.standardizedFileURL.pathComponents
        let to = file.standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count - 1), from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// The page's HTML, handed to `append` a piece at a time; `source` gives each cut's player's `src`, already
    /// escaped.
    func reviewPage(
        picture: TakeSplitPicture, pictureName: String, written: Bool, _ append: (String) throws -> Void,
        source: (TakeCut) -> String
    ) throws {
        let count = "\(cuts.count) recording\(cuts.count == 1 ? "" : "s")"
        let length = String(format: "%.1f", seconds(frames.takeFrames))
        let row = String(format: "%g", (picture.secondsPerRow(frames) * 100).rounded() / 100)
        let column = String(format: "%.1f", picture.secondsPerRow(frames) * 1000 / Double(TakeSplitPicture.rowWidth))
        let players =
            written ? "Each player plays the recording written." : "Each player plays its stretch of the take."
        try append(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Split: \(HTML.escape(takePath))</title>
            <style>
            body { font-family: sans-serif; margin: 1.5em; }
            img.take { display: block; border: 1px solid #ccc; max-width: 100%; height: auto; image-rendering: pixelated; }
            table { border-collapse: collapse; margin-top: 1em; }
            th, td { padding: 0.2em 0.7em; border-bottom: 1px solid #ddd; text-align: left; }
            td.time { text-align: right; font-variant-numeric: tabular-nums; }
            .number { color: #c01e1e; font-weight: bold; }
            .path { color: #555; font-size: 90%; }
            </style>
            </head>
            <body>
            <h1>Split: \(HTML.escape(takePath))</h1>
            <p>\(count) \(written ? "cut" : "found (dry run: nothing written)") from \(HTML.escape(takePath)) \
            (\(length) s) for \(HTML.escape(script.displayPath)), each with \(marginMilliseconds) ms of silence kept \
            either side.</p>
            <p>Each row of the picture is \(row) s of the take (a pixel column is \(column) ms; a tick marks each \
            second, a taller one every 10 s). Each cut is shaded, its start and end marked in red and its number \
            written beside its start. \(players)</p>
            <img class="take" src="\(HTML.url(pictureName))" width="\(picture.width)" height="\(picture.height)" \
            alt="The take's waveform with the cuts marked">
            <table>
            <thead><tr><th>#</th><th>text</th><th>recording</th><th>from (s)</th><th>to (s)</th><th>length (s)</th>\
            <th>listen</th></tr></thead>
            <tbody>

            """)
        for cut in cuts {
            let line = cut.line
            try append(
                "<tr id=\"cut-\(line.number)\"><td class=\"number\">\(line.number)</td>"
                    + "<td>\(HTML.escape(line.text.isEmpty ? line.key : line.text))</td>"
                    + "<td class=\"path\">\(HTML.escape(line.path))</td>"
                    + String(
                        format: "<td class=\"time\">%.3f</td><td class=\"time\">%.3f</td><td class=\"time\">%.3f</td>",
                        seconds(cut.start), seconds(cut.end), seconds(cut.end - cut.start))
                    + "<td><audio controls preload=\"none\" src=\"\(source(cut))\"></audio></td></tr>\n")
        }
        try append("</tbody>\n</table>\n")
        if !retakes.isEmpty {
            try append(
                "<p class=\"left\">Said twice; each saying left out is shaded orange in the picture, its line's number "
                    + "above it in orange:</p>\n<ul>\n")
            for retake in retakes {
                try append(
                    "<li id=\"left-\(retake.line.number)\">\(retake.line.number) "
                        + "\(HTML.escape(TakeMismatch.quoted(retake.line))): left out "
                        + String(
                            format: "%.3f–%.3f s, kept %.3f–%.3f s", seconds(retake.start), seconds(retake.end),
                            seconds(retake.keptStart), seconds(retake.keptEnd)) + "</li>\n")
            }
            try append("</ul>\n")
        }
        try append("</body>\n</html>\n")
    }
}
