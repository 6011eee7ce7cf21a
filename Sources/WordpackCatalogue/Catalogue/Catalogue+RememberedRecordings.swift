import Foundation
import WordpackCore

extension Catalogue {
    /// Which recordings and letter sounds of each language its `recorded.tsv` does not note
    /// (`Language.unnotedRecordings`). What such a recording was made for cannot be judged from the repository: it
    /// is taken as made for the current word, and a release build refuses it until it is noted
    /// (`wordpack accept`).
    mutating func rememberUnnotedRecordings() {
        for member in languages.indices {
            let language = languages[member]
            languages[member].unnotedRecordings =
                language.recordings.filter { $0.recordedFor == nil }.map(\.file.path)
                + language.letters.filter { $0.recordedFor == nil }.map(\.file.path)
        }
    }
}
