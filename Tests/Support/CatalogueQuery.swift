import Foundation
import Testing
import WordpackCore

/// The build folder's catalogue (`.wordpack/catalogue.sqlite`) queried by `sqlite3`, the independent reader: its
/// output for `sql`, which must succeed.
package enum CatalogueQuery {
    package static func run(_ project: Project, _ sql: String) throws -> String {
        let sqlite3 = try #require(ExternalTool.find("sqlite3"), "sqlite3 is missing: make test-deps installs it")
        let result = try ExternalTool.run(sqlite3, [project.catalogueFile.path, sql])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }
}
