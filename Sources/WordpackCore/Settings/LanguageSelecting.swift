/// The settings of an app whose `languages` may be `"all"` (FirstWords, Glyph). A build in development
/// policy leaves a language in progress out of such an app by adding it to `excludeLanguages` before any
/// kind plans, so every kind sees the same list of the app's languages.
package protocol LanguageSelecting: AppSettings {
    var languages: Selection<LanguageCode> { get }
    /// Languages left out when `languages` is `"all"`.
    var excludeLanguages: [LanguageCode] { get set }
}

extension LanguageSelecting {
    /// Takes `code` only because it takes every language.
    func takesThroughAll(_ code: LanguageCode) -> Bool {
        languages == .all && !excludeLanguages.contains(code)
    }

    package func leavingOut(_ codes: [LanguageCode]) -> Self {
        var settings = self
        settings.excludeLanguages += codes.filter(takesThroughAll)
        return settings
    }
}

extension PipelineConfiguration {
    /// The ids of the apps that take `code` through `"languages": "all"`, in id order.
    package func appsTakingThroughAll(_ code: LanguageCode) -> [String] {
        apps.keys.sorted().filter { id in
            (apps[id]?.settings as? any LanguageSelecting)?.takesThroughAll(code) == true
        }
    }

    /// This configuration with `codes` left out of every app that takes them through `"all"`.
    package func leavingOut(_ codes: [LanguageCode]) -> PipelineConfiguration {
        guard !codes.isEmpty else { return self }
        var configuration = self
        for (id, app) in apps {
            guard let settings = app.settings as? any LanguageSelecting else { continue }
            configuration.apps[id] = App(settings.leavingOut(codes))
        }
        return configuration
    }
}
