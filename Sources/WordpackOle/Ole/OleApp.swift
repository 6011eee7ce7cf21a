import WordpackCore

/// Olé: English/Spanish pairs from the catalogue.
package struct OleApp: AppSettings {
    package static let kind = "ole"

    var lists: Selection<String>
    var english: LanguageCode
    var spanish: LanguageCode

    enum CodingKeys: String, CodingKey, CaseIterable { case lists, english, spanish }

    package init(lists: Selection<String> = .all, english: LanguageCode = "en", spanish: LanguageCode = "es") {
        self.lists = lists
        self.english = english
        self.spanish = spanish
    }

    package init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self, besides: App.kindKey)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // What pipeline.json leaves out is the memberwise initialiser's default: each default is written once.
        let defaults = Self()
        lists = try container.decode(.lists, default: defaults.lists)
        english = try container.decode(.english, default: defaults.english)
        spanish = try container.decode(.spanish, default: defaults.spanish)
    }
}

extension PipelineConfiguration {
    /// The Olé apps, in id order.
    var oleApps: [(id: String, app: OleApp)] { apps(of: OleApp.self) }
}
