import Foundation
import WordpackCatalogue
import WordpackCore
import WordpackPipeline

extension Workflows {
    /// `wordpack script`: what to record for `language`, written to `scripts/<code>.html` and `scripts/<code>.tsv`.
    /// The content is read and checked afresh, as `wordpack check` does: a recording is needed when the check
    /// reports it missing, or when it finds a problem with its file (too quiet, clipped, silent, too long…).
    @discardableResult
    package static func script(
        _ options: BuildOptions, language: LanguageCode, selection: RecordingScript.Selection, list: String?,
        perPage: Int, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> RecordingScript {
        try holdingProject(options, "script", leavesOutputs: true, progress: progress) {
            try writeScript(
                options, language: language, selection: selection, list: list, perPage: perPage,
                progress: progress)
        }
    }

    private static func writeScript(
        _ options: BuildOptions, language code: LanguageCode, selection: RecordingScript.Selection, list: String?,
        perPage: Int, progress: (BuildEvent) -> Void
    ) throws -> RecordingScript {
        var (run, storing) = ProjectRun.fresh(options, required: [code])
        let findings = run.check()
        try ProjectRun.store(options.project) { try storing.wait() }
        let catalogue = run.catalogue
        guard let language = catalogue.language(code) else {
            throw BuildFailure.load(
                [],
                message:
                    "error: there is no language folder \(Project.languageFolderPath(code))/ (the languages are "
                    + "\(catalogue.languages.map(\.code.description).joined(separator: ", "))); "
                    + "create it with `wordpack add-language \(code)`.")
        }
        if let list, catalogue.list(named: list) == nil {
            throw BuildFailure.load(
                [],
                message:
                    "error: there is no list “\(list)” (the lists are \(catalogue.lists.map(\.name).joined(separator: ", ")))."
            )
        }
        let context = run.context()
        let content = ContentCheck(
            catalogue: catalogue, configuration: run.configuration, pipelinePath: context.pipelinePath,
            needs: ProjectRun.needs(run.kinds, context), settingsFindings: [])
        let needs = content.recordingNeeds(language, needs: content.needs)
        let unusable = Set(findings.filter { $0.location.sheet == nil }.map(\.location.file))
        let maximumPixelCount = run.configuration.images.maxPixels
        let script = RecordingScript.make(
            language: code, needs: needs, catalogue: catalogue, selection: selection, list: list, unusable: unusable
        ) { need in
            RecordingThumbnail.png(
                of: need, catalogue: catalogue, project: options.project, maximumPixelCount: maximumPixelCount)
        }
        let folder = options.project.root.appendingPathComponent("scripts")
        for (name, data) in [("\(code).html", script.html(perPage: perPage)), ("\(code).tsv", script.tsv)] {
            do {
                try FileWriter.write(data, to: folder.appendingPathComponent(name))
            } catch {
                throw BuildFailure.store("error: cannot write scripts/\(name): \(error.localizedDescription)")
            }
        }
        let count = script.lines.count
        progress(
            .summary(
                "script: \(count) recording\(count == 1 ? "" : "s") → scripts/\(code).html, scripts/\(code).tsv"))
        return script
    }
}
