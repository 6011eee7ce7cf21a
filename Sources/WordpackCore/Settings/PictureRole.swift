/// The kinds of picture, each with its own size in pipeline.json.
package enum PictureRole: String, Codable, Hashable, Sendable, CaseIterable {
    case picture, background, icon, flag
    /// A picture card of Glyph (and of its Open Board packages): 150×150, padded to square.
    case tile
}

extension ImageSettings {
    package func format(for role: PictureRole) -> PictureFormat {
        switch role {
        case .picture: return picture
        case .background: return background
        case .icon: return icon
        case .flag: return flag
        case .tile: return tile
        }
    }
}
