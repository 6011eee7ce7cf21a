import Foundation

/// The settings types a pipeline.json decoder knows, passed in its `userInfo`.
enum AppSettingsTypes {
    static let userInfoKey = CodingUserInfoKey(rawValue: "wordpack.appSettingsTypes")

    static func known(by decoder: Decoder) -> [any AppSettings.Type] {
        guard let key = userInfoKey else { return [] }
        return decoder.userInfo[key] as? [any AppSettings.Type] ?? []
    }

    /// The picture roles of the kinds the decoder knows, each name once (the first kind's standard).
    static func pictureRoles(knownBy decoder: Decoder) -> [PictureRole] {
        unique(known(by: decoder).flatMap { $0.pictureRoles })
    }

    /// The recording roles of the kinds the decoder knows, each name once (the first kind's standard).
    static func audioRoles(knownBy decoder: Decoder) -> [AudioRole] {
        unique(known(by: decoder).flatMap { $0.audioRoles })
    }

    private static func unique<Role: Hashable>(_ roles: [Role]) -> [Role] {
        var seen: Set<Role> = []
        return roles.filter { seen.insert($0).inserted }
    }

    /// A decoder of pipeline.json that knows these kinds.
    static func decoder(knowing types: [any AppSettings.Type]) -> JSONDecoder {
        let decoder = JSONDecoder()
        if let key = userInfoKey { decoder.userInfo[key] = types }
        return decoder
    }
}
