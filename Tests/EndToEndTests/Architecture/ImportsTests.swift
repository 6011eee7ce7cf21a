import Foundation
import Testing
import WordpackTestSupport

/// Every target imports exactly what Package.swift says it depends on (issue 69), Sources and Tests alike: no
/// undeclared import (`--explicit-target-dependency-import-check` catches one of our targets, but not a module a
/// dependency keeps to itself, such as ZIPFoundation's CZlib), no dependency nothing imports, and no module that
/// is neither ours, a product we depend on, nor the system's. So the README's sentence of the direction holds for
/// the tests too: a test target's dependencies are its layer's.
@Suite struct ImportsTests {
    /// The modules of the system and the toolchain, which need no dependency.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl",
        "Darwin", "Testing", "XCTest", "Synchronization",
    ]

    /// What each Swift file under `folder` imports (`import X`, `@testable import X`, `@preconcurrency import X`,
    /// `import struct X.Y`), by module.
    static func imports(under folder: URL) throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            // An import starts its line; one indented is text in a string (a Python script, a manifest).
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            where line.hasPrefix("import ") || line.hasPrefix("@") {
                var words = line.split(separator: " ").map(String.init)
                while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
                guard words.first == "import", words.count >= 2 else { continue }
                let module = String((words.count >= 3 ? words[2] : words[1]).prefix { $0 != "." })
                found[module, default: []].append(url.lastPathComponent)
            }
        }
        return found
    }

    @Test func everyTargetImportsWhatItDependsOnAndNothingElse() throws {
        let targets = try FolderDependencyTests.manifestTargets()
        let ours = Set(targets.map(\.name))
        var problems: [String] = []
        for target in targets where ["regular", "executable", "test"].contains(target.type) {
            let folder = target.path ?? (target.type == "test" ? "Tests/\(target.name)" : "Sources/\(target.name)")
            let imports = try Self.imports(under: Fixtures.repository.appendingPathComponent(folder))
            guard !imports.isEmpty else { continue }
            let declared = Set(target.dependencies)
            for (module, files) in imports.sorted(by: { $0.key < $1.key })
            where module != target.name && !Self.systemModules.contains(module) && !declared.contains(module) {
                problems.append(
                    ours.contains(module)
                        ? "\(target.name) imports \(module) (\(files.sorted()[0])) without depending on it"
                        : "\(target.name) imports \(module) (\(files.sorted()[0])), which is neither ours, a product "
                            + "Package.swift depends on, nor the system's")
            }
            for unused in declared.subtracting(imports.keys).sorted() {
                problems.append("\(target.name) depends on \(unused), which none of its files imports")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The test can fail: an import of a module another package keeps to itself is found.
    @Test func anUndeclaredModuleIsFound() throws {
        let folder = try TemporaryFolder()
        try folder.write("Part.swift", "import CZlib\n@testable import WordpackCore\nimport struct Foundation.URL\n")
        let imports = try Self.imports(under: folder.url)
        #expect(Set(imports.keys) == ["CZlib", "WordpackCore", "Foundation"])
    }
}
