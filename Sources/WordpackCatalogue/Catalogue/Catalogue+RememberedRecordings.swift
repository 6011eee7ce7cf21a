import Foundation
import WordpackCore

extension Catalogue {
    /// What each recording and letter sound that its language's `recorded.tsv` does not note was recorded for,
    /// as the build folder remembers it (`<folder>/<code>.recordings.tsv`, in `recorded.tsv`'s shape): the word
    /// it stood for when a run first saw its bytes. So a word changed after that is seen on this machine even
    /// before the recording is noted (`wordpack accept`); a file of new bytes is taken as made for the current
    /// word. Sets `Recording.recordedFor` and `Language.unnotedRecordings`; `sha256` gives a project path's
    /// digest (nil: unreadable, then not remembered).
    mutating func rememberUnnotedRecordings(in folder: URL?, sha256: @Sendable (String) -> String?) {
        let catalogue = self
        let found = Array(languages.indices).concurrentMap {
            member -> (recordings: [String?], letters: [String?], unnoted: [String]) in
            catalogue.unnotedTexts(member: member, in: folder, sha256: sha256)
        }
        for (member, texts) in found.enumerated() {
            for index in languages[member].recordings.indices
            where languages[member].recordings[index].recordedFor == nil {
                languages[member].recordings[index].recordedFor = texts.recordings[index]
            }
            for index in languages[member].letters.indices where languages[member].letters[index].recordedFor == nil {
                languages[member].letters[index].recordedFor = texts.letters[index]
            }
            languages[member].unnotedRecordings = texts.unnoted
        }
    }

    /// The remembered text of each of the language's recordings and letters that is not noted (nil for the
    /// others), and their paths; the build folder's file brought up to date.
    private func unnotedTexts(member: Int, in folder: URL?, sha256: (String) -> String?)
        -> (recordings: [String?], letters: [String?], unnoted: [String])
    {
        let language = languages[member]
        var recordings = [String?](repeating: nil, count: language.recordings.count)
        var letters = [String?](repeating: nil, count: language.letters.count)
        let files =
            language.recordings.enumerated().compactMap { $1.recordedFor == nil ? (true, $0, $1.file.path) : nil }
            + language.letters.enumerated().compactMap { $1.recordedFor == nil ? (false, $0, $1.file.path) : nil }
        let url = folder?.appendingPathComponent("\(language.code).recordings.tsv")
        guard !files.isEmpty else {
            if let url { unlink(url.path) }
            return (recordings, letters, [])
        }
        let prefix = "inputs/languages/\(language.code)/"
        let old: RecordedTexts =
            url.flatMap { try? Data(contentsOf: $0) }.map { RecordedTexts.parse($0, displayPath: "").0 }
            ?? RecordedTexts()
        var new = RecordedTexts()
        var current: [String: String]?
        for (isRecording, index, path) in files {
            guard let digest = sha256(path) else { continue }
            let inFolder = String(path.dropFirst(prefix.count))
            var text = old.text(path: inFolder, sha256: digest)
            if text == nil {
                // Worked out once, for all that are new to the build folder.
                if current == nil {
                    current = Dictionary(
                        ownRecordings(of: language.code).compactMap { own in own.text.map { (own.path, $0) } }
                    ) { a, _ in a }
                }
                text = current?[path]
            }
            guard let text else { continue }
            new.set(RecordedTexts.Entry(path: inFolder, sha256: digest, text: text))
            if isRecording { recordings[index] = text } else { letters[index] = text }
        }
        if let url, new != old {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try? FileWriter.write(new.tsv, to: url)
        }
        return (recordings, letters, files.map(\.2))
    }
}
