extension Check {
    /// Lists and languages that pipeline.json names but the catalogue lacks.
    func checkPipeline() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let location = Location(file: pipelinePath)
        let lists = Set(catalogue.lists.map(\.name))
        let languages = Set(catalogue.languages.map(\.code))
        func requireList(_ name: String, _ path: String) {
            if !lists.contains(name), !catalogue.hasList(named: name) {
                findings.append(.error(
                    at: location,
                    "`\(path)` names the list “\(name)”, but there is no inputs/lists/\(name).xlsx (or .ods, .csv, .tsv); "
                        + "add the sheet or correct the name."))
            }
        }
        func requireLanguage(_ code: String, _ path: String) {
            if !languages.contains(code) {
                findings.append(.error(
                    at: location,
                    "`\(path)` names the language “\(code)”, but there is no folder inputs/languages/\(code)/; "
                        + "add it or correct the code."))
            }
        }
        func requireLists(_ selection: Selection, _ path: String) {
            if case .only(let names) = selection {
                for (index, name) in names.enumerated() { requireList(name, "\(path)[\(index)]") }
            }
        }
        if !languages.contains(configuration.referenceLanguage) {
            findings.append(.warning(
                at: location,
                "`referenceLanguage` is “\(configuration.referenceLanguage)”, which has no folder in inputs/languages/; "
                    + "new languages' workbooks will have no reference words."))
        }
        for id in configuration.apps.keys.sorted() {
            switch configuration.apps[id] {
            case .firstWords(let app)?:
                requireLists(app.lists, "apps.\(id).lists")
                if case .only(let codes) = app.languages {
                    for (index, code) in codes.enumerated() { requireLanguage(code, "apps.\(id).languages[\(index)]") }
                }
                let appLists = app.lists.resolve(from: catalogue.lists.map(\.name))
                for list in app.free.keys.sorted() {
                    findings += checkFree(list, rule: app.free[list] ?? .sheet, appLists: appLists, path: "apps.\(id).free.\(list)")
                }
            case .ole(let app)?:
                requireLists(app.lists, "apps.\(id).lists")
                requireLanguage(app.english, "apps.\(id).english")
                requireLanguage(app.spanish, "apps.\(id).spanish")
            case .chatwa(let app)?:
                requireLists(app.lists, "apps.\(id).lists")
                requireLanguage(app.language, "apps.\(id).language")
                requireLanguage(app.hintLanguage, "apps.\(id).hintLanguage")
            case nil:
                break
            }
        }
        return findings
    }

    private func checkFree(_ name: String, rule: FreeSubsetRule, appLists: [String], path: String) -> [Diagnostic] {
        let location = Location(file: pipelinePath)
        guard appLists.contains(name) else {
            return [.error(at: location, "`\(path)` gives a free subset to “\(name)”, which is not one of this app's lists.")]
        }
        guard let list = catalogue.list(named: name) else { return [] }  // reported as a missing list
        switch rule {
        case .sheet:
            if !list.words.contains(where: { $0.free && !$0.disabled }) {
                return [.error(
                    at: list.source.location.column(list.source.columns["free"]),
                    "`\(path)` takes the free subset from this sheet, but no enabled word is marked TRUE in its "
                        + "“free” column; mark the free words.")]
            }
        case .first(let count):
            if count >= list.words.count {
                return [.error(
                    at: location,
                    "`\(path)` makes the first \(count) words free, but “\(name)” has only \(list.words.count); "
                        + "a free list must be smaller than the full list.")]
            }
        }
        return []
    }
}
