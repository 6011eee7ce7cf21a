extension ContentCheck {
    /// The reference language, and what the kinds found about their apps' settings.
    func checkPipeline() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if catalogue.language(configuration.referenceLanguage) == nil {
            findings.append(.warning(
                at: Location(file: pipelinePath),
                "`referenceLanguage` is “\(configuration.referenceLanguage)”, which has no folder in inputs/languages/; "
                    + "new languages' workbooks will have no reference words."))
        }
        return findings + settingsFindings
    }
}
