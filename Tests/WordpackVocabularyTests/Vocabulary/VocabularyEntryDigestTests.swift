import Testing

@testable import WordpackVocabulary

/// A word's files are made again when its entry's digest changes (`VocabularyEntry.digest`): every field a file
/// shows must be in it, and nothing a file does not show (the row a sense came from).
@Suite struct VocabularyEntryDigestTests {
    static let entry = VocabularyEntry(
        key: "bed", list: "Home", word: "bed",
        senses: [
            .init(
                row: 2, definition: "a piece of furniture", partOfSpeech: "noun", examples: ["Go to bed."],
                synonyms: [], antonyms: [], typeOf: ["furniture"], syllables: "bed", pronunciation: "bɛd",
                frequency: "5.4", level: nil)
        ], translations: ["es": "cama"], recording: "inputs/languages/en/speech/Home/bed.wav")

    @Test func everyFieldAFileShowsChangesTheDigest() {
        let digest = VocabularyEntry.digest(of: [Self.entry])
        var changes: [(String, (inout VocabularyEntry) -> Void)] = [
            ("word", { $0.word = "cot" }), ("key", { $0.key = "cot" }), ("list", { $0.list = "Rooms" }),
            ("translation", { $0.translations["es"] = "lecho" }), ("recording", { $0.recording = nil }),
            ("a second sense", { $0.senses.append($0.senses[0]) }),
        ]
        let senseFields: [WritableKeyPath<VocabularyEntry.Sense, String?>] = [
            \.definition, \.partOfSpeech, \.syllables, \.pronunciation, \.frequency, \.level,
        ]
        for field in senseFields {
            changes.append(("\(field)", { $0.senses[0][keyPath: field] = "changed" }))
        }
        let listFields: [WritableKeyPath<VocabularyEntry.Sense, [String]>] = [
            \.examples, \.synonyms, \.antonyms, \.typeOf, \.hasTypes, \.partOf, \.hasParts, \.similarTo, \.also,
            \.rhymes,
        ]
        for field in listFields {
            changes.append(("\(field)", { $0.senses[0][keyPath: field].append("changed") }))
        }
        // A field added to a sense or an entry must be added to the digest and here (row is the one left out).
        #expect(Mirror(reflecting: Self.entry.senses[0]).children.count == senseFields.count + listFields.count + 1)
        #expect(Mirror(reflecting: Self.entry).children.count == 6)
        for (name, change) in changes {
            var changed = Self.entry
            change(&changed)
            #expect(VocabularyEntry.digest(of: [changed]) != digest, "\(name)")
        }
        var moved = Self.entry
        moved.senses[0].row = 40
        #expect(VocabularyEntry.digest(of: [moved]) == digest)
    }
}
