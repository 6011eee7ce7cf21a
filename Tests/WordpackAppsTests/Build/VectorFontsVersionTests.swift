import Foundation
import Testing
import WordpackAppKind
import WordpackCore
import WordpackFirstWords
import WordpackGlyph
import WordpackTestSupport

@testable import WordpackPipeline

/// The fonts vector masters are drawn with are part of the version (so of the build cache's records and the
/// shared cache's action keys) of every output drawn from one, and of nothing else.
@Suite struct VectorFontsVersionTests {
    static func output(_ source: String, _ work: OutputRecipe, stage: String = "images") -> PlannedOutput {
        PlannedOutput(path: "firstwords/demo/x", stage: stage, inputs: [source], settings: "{}", work: work)
    }

    @Test func anOutputDrawnFromAVectorMasterIsVersionedWithItsFonts() {
        let one = StageVersions(kinds: [], vectorFonts: DrawingFonts.identity { _ in "one" })
        let other = StageVersions(kinds: [], vectorFonts: DrawingFonts.identity { _ in "other" })
        let svg = "inputs/words/Animals/picture/ant.svg"
        let pdf = "inputs/words/Food/picture/cake.pdf"
        let png = "inputs/words/Animals/picture/bat.png"
        for drawn in [
            Self.output(svg, .picture(source: svg, role: .picture, scale: 1)),
            Self.output(pdf, .picture(source: pdf, role: .tile, scale: 1)),
            Self.output(pdf, .own, stage: "obz"),
        ] {
            #expect(one[drawn] != other[drawn], "\(drawn.work)")
            #expect(one[drawn].hasPrefix(one[drawn.stage] + ", fonts "))
        }
        for untouched in [
            Self.output(pdf, .copy(source: pdf)), Self.output(png, .picture(source: png, role: .picture, scale: 1)),
        ] {
            #expect(one[untouched] == other[untouched], "\(untouched.work)")
            #expect(one[untouched] == one[untouched.stage])
        }
    }

    @Test func theIdentityIsEveryFontFilesDigest() {
        let all = DrawingFonts.identity { _ in "same" }
        for file in DrawingFonts.files.map(\.path) {
            #expect(DrawingFonts.identity { $0 == file ? "changed" : "same" } != all, "\(file)")
        }
        #expect(DrawingFonts.identity { _ in nil } != all)
    }
}
