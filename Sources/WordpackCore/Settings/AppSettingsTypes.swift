import Foundation

/// The settings types a pipeline.json decoder knows, passed in its `userInfo`.
enum AppSettingsTypes {
    static let userInfoKey = CodingUserInfoKey(rawValue: "wordpack.appSettingsTypes")

    package static func known(by decoder: Decoder) -> [any AppSettings.Type] {
        guard let key = userInfoKey else { return [] }
        return decoder.userInfo[key] as? [any AppSettings.Type] ?? []
    }

    /// A decoder of pipeline.json that knows these kinds.
    package static func decoder(knowing types: [any AppSettings.Type]) -> JSONDecoder {
        let decoder = JSONDecoder()
        if let key = userInfoKey { decoder.userInfo[key] = types }
        return decoder
    }
}
