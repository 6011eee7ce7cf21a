import WordpackCore

extension ContentCheck {
    /// The reference language, the languages of `checks`, and what the kinds found about their apps' settings.
    func checkPipeline() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if catalogue.language(configuration.referenceLanguage) == nil {
            findings.append(
                .warning(
                    at: Location(file: pipelinePath),
                    "`referenceLanguage` is “\(configuration.referenceLanguage)”, which has no folder in inputs/languages/; "
                        + "new languages' workbooks will have no reference words."))
        }
        // A key that is not a language code has no folder either (the keys are JSON's text).
        for code in configuration.checks.keys.sorted()
        where (try? LanguageCode.parse(code).get()).flatMap(catalogue.language) == nil {
            findings.append(
                .warning(
                    at: Location(file: pipelinePath),
                    "`checks.\(code)` names the language “\(code)”, which has no folder in inputs/languages/; correct the "
                        + "code, or remove it."))
        }
        return findings + settingsFindings
    }
}
