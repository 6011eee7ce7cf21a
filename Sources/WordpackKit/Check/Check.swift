/// The check stage: validates the catalogue against itself, its media and what the apps in
/// pipeline.json need, and collects every problem (it never stops at the first).
public struct Check {
    public let catalogue: Catalogue
    public let configuration: PipelineConfiguration
    /// Where each setting of pipeline.json is reported.
    public let pipelinePath: String
    /// The FirstWords apps' layouts.
    public let layouts: [FirstWordsLayout]
    /// The files ingest refused (a named pipe, a link out of the project), without their extensions: a word
    /// that needs one is already reported there, and is not reported again as missing.
    let refusedFiles: Set<String>

    public init(
        catalogue: Catalogue, configuration: PipelineConfiguration, pipelinePath: String = "pipeline.json",
        layouts: [FirstWordsLayout]? = nil
    ) {
        self.catalogue = catalogue
        self.configuration = configuration
        self.pipelinePath = pipelinePath
        self.layouts = layouts ?? configuration.firstWordsLayouts(catalogue)
        refusedFiles = Set(catalogue.findings.lazy.filter { $0.severity == .error && $0.location.sheet == nil }
            .map { Self.withoutExtension($0.location.file) })
    }

    /// Whether a file named `name` in `folder` is already reported: refused by ingest, or a name that cannot be
    /// a file name (reported at its cell), so that saying it is missing would only add noise.
    func isReported(_ name: String, in folder: String) -> Bool {
        if ListSheet.fileNameProblem(name) != nil || refusedFiles.contains("\(folder)/\(name)") { return true }
        var enclosing = Substring(folder)
        while !enclosing.isEmpty {  // the folder itself, or one it is in, was refused (a link out of the project)
            if refusedFiles.contains(String(enclosing)) { return true }
            enclosing = enclosing[..<(enclosing.lastIndex(of: "/") ?? enclosing.startIndex)]
        }
        return false
    }

    static func withoutExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), let slash = path.lastIndex(of: "/"), dot > slash else { return path }
        return String(path[..<dot])
    }

    /// Every finding, the ingest stage's included, in file, sheet, row and column order.
    public func run() -> [Diagnostic] {
        let needs = AppNeeds(configuration: configuration, catalogue: catalogue)
        var findings = catalogue.findings
        findings += checkPipeline()
        for list in catalogue.lists {
            findings += check(list, needs: needs)
        }
        for language in catalogue.languages {
            findings += check(language, needs: needs)
        }
        findings += checkAppTrees(reported: findings)
        return Self.sorted(findings)
    }

    /// Sorted by location so a sheet's problems read from top to bottom; stable for equal locations.
    public static func sorted(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            if x.file != y.file { return x.file < y.file }
            if x.sheet != y.sheet { return (x.sheet ?? "") < (y.sheet ?? "") }
            if x.row != y.row { return (x.row ?? 0) < (y.row ?? 0) }
            if x.column != y.column {
                let (p, q) = (x.column ?? "", y.column ?? "")
                return (p.count, p) < (q.count, q)
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    var policySeverity: Diagnostic.Severity {
        configuration.policy == .release ? .error : .warning
    }
}

/// Joins names for a sentence: `ant, bear and cat`, at most `limit` of them.
func sentenceList(_ names: [String], limit: Int = 8) -> String {
    let quoted = names.prefix(limit).map { "“\($0)”" }
    if names.count > limit { return quoted.joined(separator: ", ") + " and \(names.count - limit) more" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
}
