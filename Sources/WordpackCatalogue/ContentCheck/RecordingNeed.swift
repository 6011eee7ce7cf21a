/// One recording a language's apps play: a word said aloud or a letter's sound, with the file it belongs at
/// and what was found for it. `wordpack check` reports the missing ones; `wordpack script` lists them.
package struct RecordingNeed: Hashable, Sendable {
    /// A word of a list, or a letter's sound.
    package enum Kind: Hashable, Sendable {
        case word
        case letter
    }

    /// What the catalogue holds for the recording.
    package enum Status: Hashable, Sendable {
        /// One file of a recording format, here or in the language this one falls back to.
        case recorded
        /// No file: `wordpack check` reports it missing in this language.
        case missing
        /// No file here nor in the fallback language, which needs the same file: reported there.
        case missingInFallback
        /// Its file was refused by ingest (or its name cannot be a file name): reported as that.
        case refused
        /// Several files, or one that is not a recording.
        case unusable
    }

    package var kind: Kind
    /// The list of a word; nil for a letter.
    package var list: String?
    /// The word's key, or the letter's file name without extension (`A`, `S-final`).
    package var key: String
    /// What to say: the word as the sheet gives it (its key when it has none), or the letter.
    package var text: String
    /// Where a new recording goes, relative to the project: `inputs/languages/es/speech/Animals/cat.wav`.
    package var path: String
    /// The files found for it, relative to the project.
    package var files: [String]
    package var status: Status
    /// The word's picture name in its list (a letter has none).
    package var picture: String?
    /// When the file was recorded for another text than `text` (`Recording.recordedFor`): that text. The
    /// recording is then stale, and `wordpack script` lists it to record again.
    package var recordedFor: String?

    package var isStale: Bool { recordedFor != nil }

    package init(
        kind: Kind, list: String?, key: String, text: String, path: String, files: [String], status: Status,
        picture: String? = nil, recordedFor: String? = nil
    ) {
        self.kind = kind
        self.list = list
        self.key = key
        self.text = text
        self.path = path
        self.files = files
        self.status = status
        self.picture = picture
        self.recordedFor = recordedFor
    }

    /// `recordedFor` when it says something other than `text`.
    static func stale(_ recordedFor: String?, text: String) -> String? {
        recordedFor.flatMap { RecordedTexts.saysTheSame($0, text) ? nil : $0 }
    }
}
