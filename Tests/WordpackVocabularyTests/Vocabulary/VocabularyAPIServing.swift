import Foundation
import Testing
import WordpackTestSupport
@testable import WordpackVocabulary

/// The sample's word bank served as WordsAPI by nginx with the configuration in `docs/` (its `listen` and
/// `root` lines pointed at a free port of 127.0.0.1 and the built app's `api/`), asked by an independent client
/// (`Tests/Fixtures/vocabulary/wordsapi_client.py`, Python's urllib): every endpoint for every word, in any case,
/// and random words.
enum VocabularyAPIServing {
    static let configuration = Fixtures.repository.appendingPathComponent("docs/vocabulary-api.nginx.conf")

    /// The documented server block with its port and folder replaced; each line must be there once.
    static func serverBlock(port: Int, root: URL) throws -> String {
        var text = try String(contentsOf: configuration, encoding: .utf8)
        for (line, replacement) in [
            ("    listen 8080;", "    listen 127.0.0.1:\(port);"),
            ("    root /srv/wordbank/api;", "    root \(root.path);"),
        ] {
            #expect(text.components(separatedBy: line).count == 2, "docs/vocabulary-api.nginx.conf has no “\(line)”")
            text = text.replacingOccurrences(of: line, with: replacement)
        }
        // The two includes of the files wordpack writes beside the words.
        let includes = "include /srv/wordbank/api/nginx/"
        #expect(
            text.components(separatedBy: includes).count == 3, "docs/vocabulary-api.nginx.conf has not two includes")
        return text.replacingOccurrences(of: includes, with: "include \(root.path)/nginx/")
    }

    /// Starts nginx over `api`, runs the client, and returns its report: `words`, `requests`, `problems`.
    static func ask(_ api: URL) throws -> [String: Any] {
        let folder = try TemporaryFolder()
        var block = ""
        let server = try NginxServer(in: folder.url) { port, root in
            block = (try? serverBlock(port: port, root: api)) ?? ""
            return "access_log \(root)/access.log;\n" + block
        }
        defer { server.stop() }
        #expect(!block.isEmpty)
        let run = try ExternalTool.run(
            "/usr/bin/env",
            ["python3", Fixtures.url("vocabulary/wordsapi_client.py").path, "http://127.0.0.1:\(server.port)"])
        #expect(run.status == 0, "\(run.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    /// One text of every endpoint's file for `word`: the path asked, then the body, for a golden file.
    static func endpoints(of word: String, in api: URL) throws -> Data {
        var text = ""
        let paths = ["words/\(word).json"] + VocabularyAPI.Detail.allCases.map { "words/\(word)/\($0.rawValue).json" }
        for path in paths {
            let body = try String(contentsOf: api.appendingPathComponent(path), encoding: .utf8)
            text += "GET /\(path.dropLast(5))\n\(body)\n"
        }
        return Data(text.utf8)
    }
}
