import Foundation
import WordpackCore

extension LanguageFolder {
    /// Whether `entry` is the folder's `recorded.tsv` (`RecordedTexts`), which is not a translations sheet.
    static func isRecordedTexts(_ entry: FolderEntry) -> Bool {
        !entry.isFolder && entry.name == RecordedTexts.fileName
    }

    /// The folder's `recorded.tsv`, with a finding for each row that cannot be used.
    func recordedTexts(in entry: FolderEntry, cleaner: inout TextCleaner) -> RecordedTexts? {
        let path = project.displayPath(ofStandardPath: entry.path)
        guard
            let data = contents(
                of: entry, path: path, cleaner: &cleaner,
                read: { try RecordedTexts.contents(atPath: $0, displayPath: $1) })
        else { return nil }
        let (texts, findings) = RecordedTexts.parse(data, displayPath: path)
        cleaner.add(contentsOf: findings)
        return texts
    }

    /// Each recording and letter sound of `language` with the text `recorded` notes for its bytes, and who vouched. Only read when
    /// the folder has a `recorded.tsv`: a file's digest is remembered in the build folder, so an unchanged file is
    /// not read again.
    func note(_ recorded: RecordedTexts, in language: inout Language) {
        let prefix = "\(Project.languageFolderPath(code))/"
        func noted(_ file: MediaFile) -> RecordedTexts.Entry? {
            guard file.path.hasPrefix(prefix) else { return nil }
            let absolute = project.path(of: file.path)
            let sha256: String?
            if let reuse {
                sha256 = try? reuse.sha256(atPath: absolute)
            } else {
                sha256 = try? FileDigest.sha256(of: URL(fileURLWithPath: absolute))
            }
            return sha256.flatMap { recorded.noted(path: String(file.path.dropFirst(prefix.count)), sha256: $0) }
        }
        for index in language.recordings.indices {
            let row = noted(language.recordings[index].file)
            language.recordings[index].recordedFor = row?.text
            language.recordings[index].vouched = row?.vouched
        }
        for index in language.letters.indices {
            let row = noted(language.letters[index].file)
            language.letters[index].recordedFor = row?.text
            language.letters[index].vouched = row?.vouched
        }
    }
}
