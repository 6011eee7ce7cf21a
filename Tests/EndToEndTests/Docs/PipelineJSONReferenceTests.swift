import Foundation
import Testing
import WordpackTestSupport

/// docs/pipeline-json.md documents every key pipeline.json's decoders know, and no key they do not: a key added
/// to a settings type's `CodingKeys` without a row in the reference fails here, and so does a row left behind.
/// The keys are read from the Swift source as text (`SettingsKeysInSource`), from every folder of `Sources/`.
@Suite struct PipelineJSONReferenceTests {
    static let reference = "docs/pipeline-json.md"

    @Test func everyKeyTheDecodersKnowHasARowInTheReference() throws {
        let source = try SettingsKeysInSource(sources: Fixtures.repository.appendingPathComponent("Sources"))
        // A reading of the source that finds too little is a broken test, not a documented file.
        #expect(source.types.count >= 12, "only \(source.types.count) settings types found: \(source.types)")
        let keys = source.keys.sorted { "\($0)" < "\($1)" }
        #expect(keys.count >= 70, "only \(keys.count) keys found: \(keys)")
        let names = Set(source.keys.map(\.key))
        for known in [
            "version", "apps", "kind", "sampleRate", "soxrQuality", "maxPixels", "fit", "maxKeys",
            "copyright_notice_url", "start", "first", "sameAsReference", "translationSource", "tile", "letters",
        ] {
            #expect(names.contains(known), "the source's keys have no “\(known)”: the reading of the source broke")
        }

        let documented = try MarkdownDocument(Self.reference).tableKeys
        #expect(documented.count >= 70, "only \(documented.count) rows with a key found in \(Self.reference)")
        for key in keys where !documented.contains(where: { $0 == key.key || $0.hasSuffix("." + key.key) }) {
            Issue.record("\(key.type) decodes `\(key.key)`, which has no row in \(Self.reference): add one")
        }
        for row in documented where !names.contains(row.split(separator: ".").last.map(String.init) ?? row) {
            Issue.record("\(Self.reference) has a row for `\(row)`, which no settings type decodes: remove it")
        }
    }

    @Test func theSourceReadingFollowsStringsAndComments() {
        let file = SwiftSourceFile(
            path: "Example.swift",
            text: #"""
                /// A doc comment with a brace { that is not code.
                struct Outer: Codable {
                    let message = "a brace { and a quote \" and \(value ? "}" : "{")"
                    let raw = #"a "quoted" } brace"#
                    var inner: Inner
                    var computed: Other { inner.other }
                    struct Inner: Codable {
                        enum CodingKeys: String, CodingKey, CaseIterable {
                            case plain, renamed = "renamed_key"
                            case `default`
                        }
                    }
                }
                """#)
        #expect(file.bracesBalance)
        let names = file.declarations.map(\.qualifiedName)
        #expect(names == ["Outer", "Outer.Inner", "Outer.Inner.CodingKeys"], "\(names)")
        let outer = file.declarations[0]
        #expect(SettingsKeysInSource.typeNames(in: file.ownLevel(of: outer)) == ["Inner"])
    }

    @Test func everySourceFileIsReadWithBalancedBraces() throws {
        let source = try SettingsKeysInSource(sources: Fixtures.repository.appendingPathComponent("Sources"))
        #expect(source.files.count >= 100)
        for file in source.files {
            #expect(file.bracesBalance, "\(file.path): its braces do not balance once strings and comments are blanked")
        }
    }
}
