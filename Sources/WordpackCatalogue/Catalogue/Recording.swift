/// A spoken word: `speech/<List>/<name>.wav`.
package struct Recording: Codable, Equatable, Sendable {
    package var list: String
    package var file: MediaFile
    /// The text the file was recorded for, as the language's `recorded.tsv` notes it (`RecordedTexts`); nil
    /// when it notes no file of these bytes: then it is taken as made for the current word.
    package var recordedFor: String?

    package init(list: String, file: MediaFile, recordedFor: String? = nil) {
        self.list = list
        self.file = file
        self.recordedFor = recordedFor
    }
}
