import WordpackCore

extension Workflows {
    /// Runs `body` holding the project's lock for `command`: one command at a time writes the build folder and
    /// `outputs/`. When another holds it, says so once through `progress` and waits (or, without
    /// `options.wait`, stops with `BuildFailure.busy`). Refuses first, writing nothing, when the build folder is a
    /// symbolic link (or `review/`, `translations/` or `scripts/`), or, unless the caller says its command
    /// `leavesOutputs` (neither writes nor reads `outputs/`), when `outputs/` or anything in it is one
    /// (`ProjectLinks`).
    package static func holdingProject<T>(
        _ options: BuildOptions, _ command: String, leavesOutputs: Bool = false, progress: (BuildEvent) -> Void,
        _ body: () throws -> T
    ) throws -> T {
        let links = ProjectLinks.problems(in: options.project, outputs: !leavesOutputs)
        guard links.isEmpty else { throw BuildFailure.load(links) }
        let lock: ProjectLock
        do {
            lock = try ProjectLock(project: options.project, command: command, wait: options.wait) {
                progress(.summary("wordpack \(command): \($0)"))
            }
        } catch let busy as ProjectLock.Busy {
            throw BuildFailure.busy("error: \(busy)")
        } catch let problem as DiagnosticConvertible {
            throw BuildFailure.load([problem.diagnostic])
        }
        return try withExtendedLifetime(lock) { try body() }
    }
}
