import Foundation
import Testing
import WordpackApps
import WordpackPipeline
import WordpackTestSupport

/// A test project built through the pipeline (not the binary), and what its build left in `outputs/`.
package enum ProjectBuilds {
    /// Builds `project` with every output stage and no stamp, so that each build plans afresh.
    @discardableResult
    package static func build(_ project: TestProject, force: Bool = false) throws -> BuildOutcome {
        let options = BuildOptions(project: project.project, force: force, stamp: false)
        return try #require(try Workflows.build(options) { _ in })
    }

    /// Every file under `outputs/`, relative path → bytes.
    package static func snapshot(_ project: TestProject) throws -> [String: Data] {
        try FolderContents.files(in: project.folder.file("outputs"))
    }

    /// The outputs the build made again, sorted.
    package static func rebuilt(_ result: BuildOutcome) -> [String] {
        result.plan.decisions.values.filter(\.rebuild).map(\.path).sorted()
    }
}
