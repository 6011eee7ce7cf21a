import Foundation
import WordpackCatalogue

extension RecordingScript {
    /// The script as TSV for a recording program or a spreadsheet: a header, then one row per line with its
    /// number, text, list (empty for a letter sound), key and the path its recording goes to. A tab or line
    /// break inside a field becomes a space; a field with a `"` is quoted, its quotes doubled, as Excel writes
    /// TSV (so that a spreadsheet or Python's csv module does not take the quote as the start of a quoted field).
    var tsv: Data {
        var text = "number\ttext\tlist\tkey\tpath\n"
        for line in lines {
            let fields = [String(line.number), line.need.text, line.need.list ?? "", line.need.key, line.wavPath]
            text += fields.map(RecordedTexts.field).joined(separator: "\t") + "\n"
        }
        return Data(text.utf8)
    }
}

extension RecordingScript.Line {
    /// Where `wordpack split` writes the line's recording: its path as WAV, whatever the file to redo is
    /// (`speech/Animals/pig.m4a`, a phone recording, is redone as `speech/Animals/pig.wav`).
    var wavPath: String {
        let path = need.path
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + ".wav" }
        return path[dot...].lowercased() == ".wav" ? path : String(path[..<dot]) + ".wav"
    }
}
