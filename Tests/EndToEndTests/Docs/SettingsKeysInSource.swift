import Foundation
import WordpackTestSupport

/// The keys pipeline.json may hold, found in the Swift source under `Sources/` (every folder, whatever target it
/// is in): starting from `PipelineConfiguration`, every type its stored properties name (and their properties'
/// types, and the conformers of a protocol such as `AppSettings`), and in each such type the cases of its
/// `CodingKey` enums (a raw value such as `"copyright_notice_url"` is the key).
struct SettingsKeysInSource {
    /// A key and the type whose decoder reads it.
    struct Key: Hashable, CustomStringConvertible {
        var type: String
        var key: String
        var description: String { "\(type).\(key)" }
    }

    let files: [SwiftSourceFile]
    /// The types reached from the root, by qualified name.
    private(set) var types: [String] = []
    private(set) var keys: Set<Key> = []

    init(sources: URL, root: String = "PipelineConfiguration") throws {
        var files: [SwiftSourceFile] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append(SwiftSourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        self.files = files
        walk(from: root)
        addRoles()
    }

    /// The roles the kinds declare (`PictureRole("tile", standard: …)`, `AudioRole("speech", standard: …)`) are the
    /// keys of `images` and `audio`, which their decoders take from the kinds rather than from `CodingKeys`.
    private mutating func addRoles() {
        for file in files {
            let code = file.text(0..<file.code.count, of: file.code)
            for match in code.matches(of: #/\b(Picture|Audio)Role\(\s*"(\w+)"/#) {
                let type = match.output.1 == "Picture" ? "ImageSettings" : "AudioSettings"
                keys.insert(Key(type: type, key: String(match.output.2)))
            }
        }
    }

    private typealias Found = (file: SwiftSourceFile, declaration: SwiftSourceFile.Declaration)

    private var everyDeclaration: [Found] {
        files.flatMap { file in file.declarations.map { (file, $0) } }
    }

    private mutating func walk(from root: String) {
        var queue = resolve(root, from: [])
        var seen: Set<String> = []
        while !queue.isEmpty {
            let (file, declaration) = queue.removeFirst()
            let name = declaration.qualifiedName
            guard !seen.contains(name) else { continue }
            seen.insert(name)
            if declaration.keyword == "protocol" {
                queue += conformers(of: declaration.name)
                continue
            }
            types.append(name)
            let scope = declaration.outer + [declaration.name]
            for part in [(file, declaration)] + extensions(of: name) {
                let ownLevel = part.file.ownLevel(of: part.declaration)
                for typeName in Self.typeNames(in: ownLevel) {
                    queue += resolve(typeName, from: scope)
                }
                for key in codingKeys(in: part) {
                    keys.insert(Key(type: name, key: key))
                }
            }
        }
    }

    /// The types named by the stored properties (`var audio: AudioSettings`, `let settings: any AppSettings`) and
    /// enum cases' associated values (`case byLanguage([String: Source])`) declared at a body's own level;
    /// computed properties (a `{` on their line) are left out.
    static func typeNames(in ownLevel: String) -> [String] {
        let property =
            #/
            ^\s* (?:@\w+ (?:\([^)]*\))? \s+)*
            (?:(?:public|private|fileprivate|internal|package|open|nonisolated|final|lazy|weak|unowned)(?:\(set\))?\s+)*
            (?:let|var) \s+ \w+ (?:\s*,\s*\w+)* \s*:\s* ([^={\n]+) (.*)$
            /#
        let associated = #/^\s*(?:indirect\s+)?case\s+(.*)$/#
        let typeName = #/[A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*/#
        var names: [String] = []
        for line in ownLevel.split(separator: "\n") {
            if let match = try? property.wholeMatch(in: line) {
                guard !match.output.2.contains("{") else { continue }
                names += match.output.1.matches(of: typeName).map { String($0.output) }
            } else if let match = try? associated.wholeMatch(in: line) {
                for values in match.output.1.matches(of: #/\(([^)]*)\)/#) {
                    names += values.output.1.matches(of: typeName).map { String($0.output) }
                }
            }
        }
        return names
    }

    /// The declaration a type name means from inside `scope`: a nested type of the scope or of an outer one first,
    /// then any declaration whose qualified name ends with it. Names of types not in `Sources/` (`String`, `Int`)
    /// resolve to nothing.
    private func resolve(_ name: String, from scope: [String]) -> [Found] {
        let types = everyDeclaration.filter { $0.declaration.keyword != "extension" }
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let candidate = (scope.prefix(depth) + [name]).joined(separator: ".")
            let exact = types.filter { $0.declaration.qualifiedName == candidate }
            if !exact.isEmpty { return exact }
        }
        return types.filter { $0.declaration.qualifiedName.hasSuffix("." + name) }
    }

    /// The types (and protocols) that declare conformance to `protocolName` in their inheritance clause (not in a
    /// generic parameter's constraint: `AppPlanRequest<Settings: AppSettings>` is not settings).
    private func conformers(of protocolName: String) -> [Found] {
        everyDeclaration.filter { found in
            var clause = Substring(found.declaration.inheritance)
            if clause.hasPrefix("<"), let end = clause.firstIndex(of: ">") {
                clause = clause[clause.index(after: end)...]
            }
            if let whereClause = clause.range(of: " where ") { clause = clause[..<whereClause.lowerBound] }
            return found.declaration.keyword != "extension"
                && clause.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                    .contains(Substring(protocolName))
        }
    }

    /// The extensions of the type called `qualifiedName` (`extension AudioFormat`), where coding keys may live too.
    private func extensions(of qualifiedName: String) -> [Found] {
        let last = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        return everyDeclaration.filter { found in
            found.declaration.keyword == "extension"
                && (found.declaration.qualifiedName == qualifiedName || found.declaration.qualifiedName == last)
        }
    }

    /// The cases of the `CodingKey` enums declared directly in a type's body (`enum CodingKeys: String,
    /// CodingKey { case kind, name }`, `enum KindKey: String, CodingKey`): each case's raw value, or its name.
    private func codingKeys(in part: Found) -> [String] {
        let ownScope = part.declaration.outer + [part.declaration.name]
        let enums = part.file.declarations.filter { declaration in
            declaration.keyword == "enum" && declaration.outer == ownScope
                && declaration.inheritance.split(whereSeparator: { !$0.isLetter }).contains("CodingKey")
        }
        var keys: [String] = []
        for codingEnum in enums {
            let body = part.file.text(codingEnum.body, of: part.file.code)
            for clause in body.split(separator: #/\bcase\b/#).dropFirst() {
                for item in clause.split(separator: ",") {
                    guard let match = try? #/^\s*`?(\w+)`?\s*(?:=\s*"([^"]*)")?\s*$/#.wholeMatch(in: item) else {
                        continue
                    }
                    keys.append(String(match.output.2 ?? match.output.1))
                }
            }
        }
        return keys
    }
}
