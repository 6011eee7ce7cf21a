import Foundation
import WordpackCore

/// A language that an app takes only through `"languages": "all"` and that is not complete yet: in
/// development policy the build leaves it out of those apps, with one warning saying what it still misses,
/// and builds the other languages. In release policy it is required as any other, unless pipeline.json marks it
/// in progress (`inProgress`): then a release build too leaves it out of those apps while it is incomplete, with
/// one line, and ships it once it is complete. When an app names it, it is required in every policy.
package struct LanguageInProgress: Equatable, Sendable {
    package var code: LanguageCode
    /// The apps that leave it out, in id order.
    package var apps: [String]
    /// What it still misses, in the localizer's words: `all.txt`, `3 of 18 translations`, ….
    var missing: [String]
    /// Whether pipeline.json's `inProgress` names it.
    var marked = false

    /// The one warning about it.
    package var warning: Diagnostic {
        let named = apps.count == 1 ? "the app \(apps[0]) leaves" : "the apps \(sentenceList(apps)) leave"
        let at = Location(file: Project.languageFolderPath(code))
        guard marked else {
            return .warning(
                at: at,
                "\(code) is not complete yet (missing \(missing.joined(separator: ", "))), so \(named) it out for now; "
                    + "`wordpack check --language \(code)` shows its report. A release build refuses it, unless "
                    + "pipeline.json marks it in progress (\"inProgress\": [\"\(code)\"]).")
        }
        return .warning(
            at: at,
            "\(code) is in progress (pipeline.json's inProgress; missing \(missing.joined(separator: ", "))), so \(named) "
                + "it out of this build and of releases until it is complete; `wordpack check --language \(code)` "
                + "shows its report.")
    }

    /// The languages in progress of `configuration`'s apps, by code. `needs` tells what the apps need under a
    /// configuration (the kinds know it); `required` are languages never left out (`check --language`).
    package static func find(
        catalogue: Catalogue, configuration: PipelineConfiguration, pipelinePath: String,
        required: Set<LanguageCode> = [], needs: (PipelineConfiguration) -> AppNeeds
    ) -> [LanguageInProgress] {
        let marked = Set(configuration.inProgress)
        var candidates = catalogue.languages.map(\.code).filter {
            !required.contains($0) && !configuration.appsTakingThroughAll($0).isEmpty
                && (configuration.policy == .development || marked.contains($0))
        }
        guard !candidates.isEmpty else { return [] }
        // A language some app needs even without the "all" apps is named by it: required.
        let without = needs(configuration.leavingOut(candidates))
        let named = Set(without.wordPairs.map(\.language)).union(without.spelledLanguages)
            .union(without.allWordsTextLanguages).union(without.flagLanguages).union(without.listNameLanguages)
        candidates.removeAll { named.contains($0) }
        guard !candidates.isEmpty else { return [] }
        // Complete means what a release build asks of it for these apps: the errors a release check finds,
        // worked out from the findings of this policy's check, which the build runs next (with the same needs
        // when no language is left out).
        let all = needs(configuration)
        let content = ContentCheck(
            catalogue: catalogue, configuration: configuration, pipelinePath: pipelinePath, needs: all,
            settingsFindings: [])
        return candidates.concurrentMap { code -> LanguageInProgress? in
            guard let language = catalogue.language(code) else { return nil }
            let folder = Project.languageFolderPath(code)
            let problems =
                content.releaseErrors(language)
                + catalogue.findings.filter {
                    ($0.location.file == folder || $0.location.file.hasPrefix(folder + "/")) && $0.severity == .error
                }
            // Complete: left in, so the check takes its findings as put together here, unless a language it reads
            // is left out.
            guard !problems.isEmpty else {
                catalogue.forgetListRowParts(of: code)
                return nil
            }
            var missing = Self.missing(LanguageCompleteness.of(catalogue, code: code), needs: all)
            if missing.isEmpty { missing = ["\(problems.count) problem\(problems.count == 1 ? "" : "s") to fix"] }
            return LanguageInProgress(
                code: code, apps: configuration.appsTakingThroughAll(code), missing: missing,
                marked: marked.contains(code))
        }.compactMap { $0 }
    }

    /// What `completeness` lacks of what the apps need.
    static func missing(_ completeness: LanguageCompleteness, needs: AppNeeds) -> [String] {
        let code = completeness.code
        var missing: [String] = []
        let shown = completeness.lists.filter { needs.wordPairs.contains(.init(list: $0.list, language: code)) }
        let words = shown.reduce(0) { $0 + $1.words }
        let translated = shown.reduce(0) { $0 + $1.translated }
        if translated < words { missing.append("\(words - translated) of \(words) translations") }
        let played = completeness.lists.filter { needs.speechPairs.contains(.init(list: $0.list, language: code)) }
        let unrecorded = played.reduce(0) { $0 + $1.translated - $1.recorded }
        if unrecorded > 0 { missing.append("\(unrecorded) recording\(unrecorded == 1 ? "" : "s")") }
        if needs.listNameLanguages.contains(code) {
            let unnamed = played.filter { !$0.named }.map(\.list)
            if !unnamed.isEmpty { missing.append("the name of \(sentenceList(unnamed))") }
        }
        if needs.allWordsTextLanguages.contains(code), completeness.allWordsText == .missing {
            missing.append("all.txt")
        }
        if needs.flagLanguages.contains(code), completeness.flag == .missing { missing.append("flag.png") }
        guard needs.spelledLanguages.contains(code) else { return missing }
        let silent = completeness.shipping(needs).lettersWithoutSound
        if !silent.isEmpty {
            missing.append(
                "the sound\(silent.count == 1 ? "" : "s") of \(silent.count == 1 ? "letter" : "letters") "
                    + silent.prefix(8).joined(separator: " ") + (silent.count > 8 ? " …" : ""))
        }
        return missing
    }
}
