import WordpackCore

/// What checking one kind's apps found.
package struct KindCheck<Value: Sendable>: Sendable {
    /// What is wrong with the catalogue for these apps (a name the app looks for and will not find).
    package var catalogueFindings: [Diagnostic]
    /// What is wrong with what the apps would ship (Olé's pairs, Chatwa's rounds), like the shared services'
    /// checks of recordings and pictures: `wordpack check` and `wordpack build` report both.
    package var outputFindings: [Diagnostic]
    /// What a stage run alone (which skips check) reports: the problems that keep it from making its files.
    package var blockers: [Diagnostic]
    /// What making needs (Olé's pairs, Chatwa's rounds); nil when nothing can be made.
    package var forMaking: Value?

    package init(
        catalogueFindings: [Diagnostic] = [], outputFindings: [Diagnostic] = [], blockers: [Diagnostic] = [],
        forMaking: Value?
    ) {
        self.catalogueFindings = catalogueFindings
        self.outputFindings = outputFindings
        self.blockers = blockers
        self.forMaking = forMaking
    }
}
