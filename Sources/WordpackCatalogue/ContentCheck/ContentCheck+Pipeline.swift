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
        for code in configuration.checks.keys.sorted() where catalogue.language(code) == nil {
            findings.append(
                .warning(
                    at: Location(file: pipelinePath),
                    "`checks.\(code)` names the language “\(code)”, which has no folder in inputs/languages/; correct the "
                        + "code, or remove it."))
        }
        return findings + settingsFindings
    }
}
