import Foundation
import Testing
import WordpackTestSupport

/// wordpack installed as a tool (issue 52): `scripts/install-tree` (what `make install` runs) puts the binary, its
/// data, its manual page and the three shells' completions where each looks; `scripts/package-deb` (what `make
/// deb` runs) makes a Debian package whose dependencies are the Debian packages of the libraries the binary
/// links; installed into an empty root with `dpkg --root`, it runs from there, finding its data beside itself
/// and not in the build tree, and builds the sample. The tests use the debug binary, which links the Swift
/// runtime this machine has (`make deb` refuses such a binary: its own is linked with --static-swift-stdlib).
@Suite struct PackageInstallTests {
    static let scripts = Fixtures.repository.appendingPathComponent("scripts")

    @Test func installPutsEveryPartWhereItsReaderLooks() throws {
        let folder = try TemporaryFolder()
        let installed = try ExternalTool.run(
            Self.scripts.appendingPathComponent("install-tree").path,
            [WordpackBinary.url.path, folder.url.path, "/opt/wp"])
        try #require(installed.status == 0, "\(installed.standardError)")
        let root = folder.file("opt/wp")
        for path in [
            "bin/wordpack", "share/wordpack/wordpack_WordpackCore.resources/iso639/iso639.tsv",
            "share/wordpack/wordpack_WordpackVocabulary.resources/frequencies", "share/man/man1/wordpack.1",
            "share/bash-completion/completions/wordpack", "share/zsh/site-functions/_wordpack",
            "share/fish/vendor_completions.d/wordpack.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
        }
        // The completions are the shells' own syntax, and complete the subcommands.
        let bash = root.appendingPathComponent("share/bash-completion/completions/wordpack")
        #expect(try ExternalTool.run("/bin/bash", ["-n", bash.path]).status == 0)
        #expect(try String(contentsOf: bash, encoding: .utf8).contains("export-po"))
        // The installed binary finds its data from where it is: the ISO 639 table names French.
        let project = try WordpackBinary.copyOfSampleProject()
        let check = try ProcessRunner.run(
            root.appendingPathComponent("bin/wordpack"), ["check", "--language", "fr"], in: project.url)
        #expect(check.standardOutput.contains("fr (French)"), "\(check.standardOutput)\(check.standardError)")
        // --version says the version file installed beside the data: the release's number and commit.
        try "0.1.0+7 (commit 0123456789ab)\n".write(
            to: root.appendingPathComponent("share/wordpack/wordpack-version.txt"), atomically: true, encoding: .utf8)
        let version = try ProcessRunner.run(root.appendingPathComponent("bin/wordpack"), ["--version"])
        #expect(version.standardOutput == "0.1.0+7 (commit 0123456789ab)\n", "\(version.standardOutput)")
        let described = try ExternalTool.run(Self.scripts.appendingPathComponent("version").path, [])
        #expect(
            described.standardOutput.firstMatch(of: /^\d+\.\d+\.\d+\+\d+ \(commit [0-9a-f]{12}(-modified)?\)\n$/) != nil
        )
        // Without its data, a sentence says where it looked, rather than a crash.
        try FileManager.default.removeItem(at: root.appendingPathComponent("share/wordpack"))
        let bare = try ProcessRunner.run(
            root.appendingPathComponent("bin/wordpack"), ["check", "--language", "fr"], in: project.url)
        #expect(bare.status != 0 && bare.status < 128, "\(bare.status)")
        #expect(bare.standardError.contains("/opt/wp/share/wordpack"), "\(bare.standardError)")
    }

    @Test(.tags(.slow)) func theDebianPackageInstallsIntoAnEmptyRootAndBuildsTheSample() throws {
        let folder = try TemporaryFolder()
        let environment = ["WORDPACK_DEB_ALLOW_SWIFT_RUNTIME": "1"]
        let made = try ExternalTool.run(
            Self.scripts.appendingPathComponent("package-deb").path,
            [WordpackBinary.url.path, folder.file("out").path, "0.1.0+test"], environment: environment)
        try #require(made.status == 0, "\(made.standardError)")
        let package = made.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(package.hasSuffix("/wordpack_0.1.0+test_amd64.deb"), "\(package)")

        // The control file: dependencies from dpkg-shlibdeps (the libraries' packages) and the programs it runs.
        let info = try ExternalTool.run("/usr/bin/dpkg-deb", ["--field", package, "Depends"])
        for dependency in ["libsndfile1", "libcurl4", "libxml2", "libsqlite3-0", "libpng16-16", "espeak-ng"] {
            #expect(info.standardOutput.contains(dependency), "\(info.standardOutput)")
        }
        #expect(!info.standardOutput.contains("swift"), "\(info.standardOutput)")

        // Installed with dpkg into an empty root (its dependencies are this machine's, so not checked there).
        let root = folder.file("root")
        for path in ["var/lib/dpkg/info", "var/lib/dpkg/updates", "var/lib/dpkg/triggers", "var/log"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        #expect(
            FileManager.default.createFile(
                atPath: root.appendingPathComponent("var/lib/dpkg/status").path, contents: nil))
        let dpkg = try ExternalTool.run(
            "/usr/bin/dpkg",
            [
                "--root=\(root.path)", "--force-depends",
                "--log=\(root.appendingPathComponent("var/log/dpkg.log").path)",
                "-i", package,
            ])
        try #require(dpkg.status == 0, "\(dpkg.standardError)")
        let listed = try ExternalTool.run("/usr/bin/dpkg", ["--root=\(root.path)", "-s", "wordpack"])
        #expect(listed.standardOutput.contains("Status: install ok installed"), "\(listed.standardOutput)")
        let binary = root.appendingPathComponent("usr/bin/wordpack")
        let ldd = try ExternalTool.run("/usr/bin/ldd", [binary.path])
        #expect(ldd.status == 0 && !ldd.standardOutput.contains("not found"), "\(ldd.standardOutput)")
        // man reads the gzipped page.
        let man = try ExternalTool.run(
            "/usr/bin/man", ["-l", root.appendingPathComponent("usr/share/man/man1/wordpack.1.gz").path])
        #expect(man.standardOutput.contains("export-po"), "\(man.standardError)")

        let project = try WordpackBinary.copyOfSampleProject()
        let build = try ProcessRunner.run(binary, ["build", "--quiet"], in: project.url, timeout: 900)
        #expect(build.status == 0, "\(build.standardError)")
        for output in ["outputs/manifest.json", "outputs/ole/words.json", "outputs/chatwa/levels.json"] {
            #expect(FileManager.default.fileExists(atPath: project.file(output).path), "\(output)")
        }
    }
}
