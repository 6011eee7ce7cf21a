/// A spoken word: `speech/<List>/<name>.wav`.
package struct Recording: Codable, Equatable, Sendable {
    package var list: String
    package var file: MediaFile
    /// The text the file was recorded for, as the language's `recorded.tsv` notes it (`RecordedTexts`); nil
    /// when it notes no file of these bytes: then it is taken as made for the current word.
    package var recordedFor: String?
    /// Who vouches that it says `recordedFor`, as `recorded.tsv` notes it: heard by `wordpack split`, or a person
    /// (`wordpack accept`); nil when not noted, or noted before wordpack said who vouched.
    var vouched: RecordedTexts.Vouch?

    package init(list: String, file: MediaFile, recordedFor: String? = nil, vouched: RecordedTexts.Vouch? = nil) {
        self.list = list
        self.file = file
        self.recordedFor = recordedFor
        self.vouched = vouched
    }
}
