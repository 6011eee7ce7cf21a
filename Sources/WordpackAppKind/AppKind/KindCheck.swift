import WordpackCore

/// What checking one kind's apps found.
package struct KindCheck<Value: Sendable>: Sendable {
    /// What is wrong with the catalogue for these apps (a name the app looks for and will not find).
    package var findings: [Diagnostic]
    /// What is wrong with what the apps would ship (Olé's pairs, Chatwa's rounds), like the shared services'
    /// checks of recordings and pictures: `wordpack check` and `wordpack build` report both.
    package var inspections: [Diagnostic]
    /// What a stage run alone (which skips check) reports: the problems that keep it from making its files.
    package var refusals: [Diagnostic]
    /// What making needs; nil when nothing can be made.
    package var value: Value?

    package init(
        findings: [Diagnostic] = [], inspections: [Diagnostic] = [], refusals: [Diagnostic] = [], value: Value?
    ) {
        self.findings = findings
        self.inspections = inspections
        self.refusals = refusals
        self.value = value
    }
}
