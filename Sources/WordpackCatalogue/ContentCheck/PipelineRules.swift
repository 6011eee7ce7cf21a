import WordpackCore

/// The rules every kind applies to the names in its apps' settings: a list or language that pipeline.json
/// names must be in the catalogue. Each finding names the key path.
package struct PipelineRules: Sendable {
    package let catalogue: Catalogue
    let pipelinePath: String

    package init(catalogue: Catalogue, pipelinePath: String) {
        self.catalogue = catalogue
        self.pipelinePath = pipelinePath
    }

    package var location: Location { Location(file: pipelinePath) }

    /// The list `name`, set at `path` (`apps.deluxe.lists[1]`), must have a sheet.
    package func requireList(_ name: String, _ path: String) -> [Diagnostic] {
        guard catalogue.list(named: name) == nil, !catalogue.hasList(named: name) else { return [] }
        return [.error(at: location, MissingList.settingSentence(name, path: path))]
    }

    /// Every list a selection names.
    package func requireLists(_ selection: Selection<String>, _ path: String) -> [Diagnostic] {
        guard case .only(let names) = selection else { return [] }
        return names.enumerated().flatMap { index, name in requireList(name, "\(path)[\(index)]") }
    }

    /// The language `code`, set at `path`, must have a folder.
    package func requireLanguage(_ code: LanguageCode, _ path: String) -> [Diagnostic] {
        guard catalogue.language(code) == nil else { return [] }
        return [
            .error(
                at: location,
                "`\(path)` names the language “\(code)”, but there is no folder \(Project.languageFolderPath(code))/; "
                    + "add it or correct the code.")
        ]
    }

    /// Every language a selection names.
    package func requireLanguages(_ selection: Selection<LanguageCode>, _ path: String) -> [Diagnostic] {
        guard case .only(let codes) = selection else { return [] }
        return codes.enumerated().flatMap { index, code in requireLanguage(code, "\(path)[\(index)]") }
    }
}
