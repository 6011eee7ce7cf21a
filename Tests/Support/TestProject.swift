import Foundation
import WordpackCore

/// A small, complete project in a temporary folder, written as CSV, that each test breaks in one way.
///
/// Lists: Animals (ant, bat, cat; ant and bat free) and Food (egg, fig). Languages: en (with S-final/S-other),
/// en-phonics (letters only), es. Apps: `deluxe` (both lists, en + en-phonics + es) and `ole`.
package final class TestProject: Sendable {
    package let folder: TemporaryFolder
    package var root: URL { folder.url }
    package var project: Project { Project(root: root) }

    package init() throws {
        folder = try TemporaryFolder()
        try write(
            "pipeline.json",
            """
            {"version": 1, "apps": {
              "deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all", "languages": ["en", "en-phonics", "es"],
                         "free": {"Animals": "sheet"}},
              "ole": {"kind": "ole"}}}
            """)
        try write(
            "inputs/lists/Animals.csv",
            "key,picture,background,free\r\nant,,grass,TRUE\r\nbat,,night,TRUE\r\ncat,,grass,\r\n")
        try write("inputs/lists/Food.csv", "key,background,sound\r\negg,table,yum\r\nfig,table,yum\r\n")
        for name in [
            "Animals/icon.png", "Animals/picture/ant.png", "Animals/picture/bat.png", "Animals/picture/cat.pdf",
            "Animals/background/grass.png", "Animals/background/night.png", "Animals/sound/ant.wav",
            "Animals/sound/bat.flac", "Animals/sound/cat.wav", "Food/icon.png", "Food/picture/egg.png",
            "Food/picture/fig.png", "Food/background/table.png", "Food/sound/yum.wav",
        ] {
            try media("inputs/words/\(name)")
        }
        try write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nAnimals,cat,cat\nFood,egg,egg\nFood,fig,fig\n")
        try write("inputs/languages/en/lists.csv", "list,name\nAnimals,Animals\nFood,Food\n")
        try write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\n"
        )
        try write("inputs/languages/es/lists.csv", "list,name\nAnimals,Animales\nFood,Comida\n")
        for (code, letters) in [
            ("en", "A N T B C E G F I"), ("en-phonics", "A N T B C E G F I S"), ("es", "H O R M I G A U C É E L T V F"),
        ] {
            for letter in letters.split(separator: " ") { try media("inputs/languages/\(code)/letters/\(letter).wav") }
        }
        try media("inputs/languages/en/letters/S-final.wav")
        try media("inputs/languages/en/letters/S-other.wav")
        for code in ["en", "es"] {
            try write("inputs/languages/\(code)/all.txt", code == "en" ? "All Words\n" : "Todas")
            try media("inputs/languages/\(code)/flag.png")
            for name in ["Animals/ant", "Animals/bat", "Animals/cat", "Food/egg", "Food/fig"] {
                try media("inputs/languages/\(code)/speech/\(name).wav")
            }
        }
    }

    /// A real media file for the extension: a short tone, a small PNG, a one-page PDF cairo wrote.
    package func media(_ path: String) throws {
        try Self.media(path, in: folder)
    }

    /// `media(_:)` in any folder (a copy of a project).
    package static func media(_ path: String, in folder: TemporaryFolder) throws {
        let fixture: String
        switch (path as NSString).pathExtension {
        case "wav": fixture = "audio/tone-16bit-44100-mono.wav"
        case "flac": fixture = "audio/tone-16bit-16000-mono.flac"
        case "png": fixture = "png/rgb.png"
        default: fixture = "vector/cairo-wide.pdf"
        }
        try folder.write(path, try Data(contentsOf: Fixtures.url(fixture)))
    }

    package func write(_ path: String, _ text: String) throws {
        try folder.write(path, text)
    }

    package func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: folder.file(path))
    }
}
