/// The kinds of picture, each with its own size in pipeline.json.
public enum PictureRole: String, Codable, Hashable, Sendable, CaseIterable {
    case picture, background, icon, flag
}

extension ImageSettings {
    public func format(for role: PictureRole) -> PictureFormat {
        switch role {
        case .picture: return picture
        case .background: return background
        case .icon: return icon
        case .flag: return flag
        }
    }
}
