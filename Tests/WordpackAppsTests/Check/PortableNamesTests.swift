import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

/// Names whose files would be one file on macOS, iOS and Windows (which ignore case and how an accent is
/// written), and names Windows reserves: each one finding at its cell or file, naming both rows or files.
@Suite struct PortableNamesTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func keysThatDifferOnlyInCaseOrAccentsCollideAndCONIsAWarning() throws {
        let project = try TestProject()
        try project.write("pipeline.json", #"{"version": 1, "apps": {}}"#)
        try project.write(
            "inputs/lists/Words.csv", "key\ncat\nCat\nCON\n\(Self.composed)\nlpt1.txt\nDOG\ndog\n")
        let found = try project.findings().filter { $0.contains("Words.csv") }
        let collision = { (key: String, other: String, row: Int) in
            "the key “\(key)” differs from “\(other)” (row \(row)) only in case or in how an accent is written: "
                + "their files (such as \(key).png and \(other).png) would be one file on macOS, iOS and Windows, and "
                + "one would overwrite the other. Change one of the keys."
        }
        let reserved = { (key: String) in
            "the key “\(key)” names files that Windows cannot make: it reserves CON, PRN, AUX, NUL, COM1–COM9 and "
                + "LPT1–LPT9 for devices. Change the key if the apps' files are ever unpacked or built on Windows."
        }
        #expect(
            found == [
                "inputs/lists/Words.csv!A3: error: " + collision("Cat", "cat", 2),
                "inputs/lists/Words.csv!A4: warning: " + reserved("CON"),
                "inputs/lists/Words.csv!A6: warning: " + reserved("lpt1.txt"),
                "inputs/lists/Words.csv!A8: error: " + collision("dog", "DOG", 7),
            ], "\(found)")
    }

    /// A key typed with a decomposed accent is made NFC as it is read (a warning at its cell), and is then the
    /// same key as its composed twin: "used twice", naming both rows.
    @Test func anAccentComposedOrNotIsOneKey() throws {
        let project = try TestProject()
        try project.write("pipeline.json", #"{"version": 1, "apps": {}}"#)
        try project.write("inputs/lists/Words.csv", "key\n\(Self.composed)\n\(Self.decomposed)\n")
        let found = try project.findings().filter { $0.contains("Words.csv") }
        #expect(
            found.contains {
                $0.hasPrefix(
                    "inputs/lists/Words.csv!A3: error: the key “\(Self.composed)” is used twice in this list, at A2 and A3"
                )
            }, "\(found)")
    }

    @Test func listNamesThatDifferOnlyInCaseCollide() throws {
        let project = try TestProject()
        try project.write("pipeline.json", #"{"version": 1, "apps": {}}"#)
        try project.write("inputs/lists/animals.csv", "key\nant\n")
        try project.write("inputs/lists/Nul.csv", "key\nant\n")
        let found = try project.findings().filter {
            $0.hasPrefix("inputs/lists/animals.csv") || $0.hasPrefix("inputs/lists/Nul.csv")
        }
        // Listed in byte order: “Animals.csv” comes before “animals.csv”.
        #expect(
            found == [
                "inputs/lists/Nul.csv: warning: names the list “Nul”, which Windows reserves for a device (CON, PRN, AUX, "
                    + "NUL, COM1–COM9 and LPT1–LPT9): its folders cannot be made there. Rename the file.",
                "inputs/lists/animals.csv: error: is the list “animals”, whose name differs from the list “Animals” "
                    + "(inputs/lists/Animals.csv) only in case or accents: their folders would be one on macOS, iOS and "
                    + "Windows, and one list's files would overwrite the other's. Rename one of them.",
            ], "\(found)")
    }

    /// A language folder's code must be written as the standard writes it, so `ES` beside `es` cannot be.
    @Test func aLanguageCodeInAnotherCaseIsRefused() throws {
        let project = try TestProject()
        try project.write("inputs/languages/ES/words.csv", "list,key,word\nAnimals,ant,hormiga\n")
        #expect(
            try project.findings().contains {
                $0.hasPrefix("inputs/languages/ES: error: the folder name “ES” is not a language code")
                    && $0.hasSuffix("did you mean “es”?")
            })
    }
}
