import WordpackCore

extension Catalogue {
    /// The sheets an output about these lists in these languages is made from: the lists' sheets and every
    /// table of the languages and of the languages they fall back to.
    package func sheets(lists: [String], languages: [LanguageCode]) -> [String] {
        var files = lists.compactMap { list(named: $0)?.source.file }
        for code in languages {
            for language in fallbackChain(of: code) {
                files += language.sources.map(\.file)
            }
        }
        return files
    }
}
