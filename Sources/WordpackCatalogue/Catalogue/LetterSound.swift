/// A letter's sound: `A.wav` for every position, or `S-final.wav` and `S-other.wav`.
package struct LetterSound: Codable, Equatable, Sendable {
    /// Where in a word the sound is for: anywhere, or at the end of a word (`final`) or elsewhere (`other`).
    package enum Position: String, Codable, Sendable {
        case any, final, other
    }

    /// The letter as its file is named (NFC).
    package var letter: String
    package var position: Position
    package var file: MediaFile

    package init(letter: String, position: Position, file: MediaFile) {
        self.letter = letter
        self.position = position
        self.file = file
    }
}
