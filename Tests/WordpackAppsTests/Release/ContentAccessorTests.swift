import Foundation
import Testing
import WordpackApps
import WordpackCore
import WordpackTestSupport

@testable import WordpackPipeline
@testable import WordpackRelease

/// Every kind's content-package functions, as the sample's apps get them: names Swift takes, each once, none
/// taking the place of the package's own `bundle`, `folder` and `url`, and paths that use exactly their
/// parameters (a parameter no path uses would be ignored; a placeholder no parameter gives, not compile).
@Suite struct ContentAccessorTests {
    @Test func everyKindsFunctionsAreSwiftThatFindsByTheirParameters() throws {
        let project = Project(root: Fixtures.repository)
        let publisher = Publisher(
            project: project, destination: project.root, configuration: try project.loadConfiguration())
        #expect(
            Set(publisher.apps.map(\.id)) == ["animals", "chatwa", "deluxe", "japanese", "ole", "starter", "vocab"])
        for app in publisher.apps {
            #expect(!app.accessors.isEmpty, "\(app.id)")
            var names: Set<String> = ["bundle", "folder", "url"]
            for accessor in app.accessors {
                #expect(names.insert(accessor.name).inserted, "\(app.id): \(accessor.name) twice")
                let identifier = #"^[a-z][A-Za-z0-9]*$"#
                #expect(accessor.name.range(of: identifier, options: .regularExpression) != nil, "\(accessor.name)")
                #expect(accessor.summary.hasSuffix("."), "\(accessor.name)")
                #expect(!accessor.paths.isEmpty)
                for path in accessor.paths {
                    #expect(Set(SwiftSource.placeholders(in: path)) == Set(accessor.parameters), "\(path)")
                    #expect(!path.hasPrefix("/") && !path.contains(".."), "\(path)")
                }
            }
        }
    }
}
