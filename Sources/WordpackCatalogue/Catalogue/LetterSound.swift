/// A letter's sound: `A.wav` for every position, or `S-final.wav` and `S-other.wav`.
package struct LetterSound: Codable, Equatable, Sendable {
    /// Where in a word the sound is for: anywhere, or at the end of a word (`final`) or elsewhere (`other`).
    package enum Position: String, Codable, Sendable {
        case any, final, other
    }

    /// The letter as its file is named (NFC).
    package var letter: String
    var position: Position
    package var file: MediaFile
    /// The text the file was recorded for, as the language's `recorded.tsv` notes it (`RecordedTexts`): its
    /// letter, unless the file was another letter's; nil when it notes no file of these bytes.
    package var recordedFor: String?
    /// Who vouches that it says `recordedFor` (`Recording.vouched`).
    var vouched: RecordedTexts.Vouch?

    package init(
        letter: String, position: Position, file: MediaFile, recordedFor: String? = nil,
        vouched: RecordedTexts.Vouch? = nil
    ) {
        self.letter = letter
        self.position = position
        self.file = file
        self.recordedFor = recordedFor
        self.vouched = vouched
    }
}
