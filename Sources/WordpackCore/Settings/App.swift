import Foundation

/// One app that wordpack builds content for: its `kind` in pipeline.json and the settings that kind reads
/// from the rest of its object. The kinds a decoder knows are given to it (`AppSettingsTypes`), so that a new
/// kind is a folder of its own and this file never names one.
package struct App: Codable, Equatable, Sendable {
    /// `firstwords`, `ole`, `chatwa`, …
    package let kind: String
    package let settings: any AppSettings

    package init(_ settings: some AppSettings) {
        kind = type(of: settings).kind
        self.settings = settings
    }

    enum KindKey: String, CodingKey { case kind }
    /// The key that names an app's kind, read here; each kind's settings decoder allows it beside its own keys
    /// (`rejectUnknownKeys(CodingKeys.self, besides: App.kindKey)`), and encodes only its own.
    package static let kindKey = KindKey.kind.stringValue

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        let word = try container.decode(String.self, forKey: .kind)
        let known = AppSettingsTypes.known(by: decoder)
        guard let type = known.first(where: { $0.kind == word }) else {
            let allowed = known.map { "“\($0.kind)”" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "expected one of \(allowed), not “\(word)”")
        }
        kind = word
        settings = try type.init(from: decoder)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        try container.encode(kind, forKey: .kind)
        try settings.encode(to: encoder)
    }

    package static func == (lhs: App, rhs: App) -> Bool {
        lhs.kind == rhs.kind && lhs.settings.isEqual(to: rhs.settings)
    }
}

extension PipelineConfiguration {
    /// The apps whose settings are `T`, in id order.
    package func apps<T: AppSettings>(of _: T.Type) -> [(id: String, app: T)] {
        apps.keys.sorted().compactMap { id in
            (apps[id]?.settings as? T).map { (id, $0) }
        }
    }
}
