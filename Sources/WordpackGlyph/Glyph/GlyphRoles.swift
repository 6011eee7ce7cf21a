import WordpackAppKind
import WordpackCore

extension GlyphApp {
    package static let pictureRoles: [PictureRole] = [.tile]
    package static let audioRoles: [AudioRole] = [.speech]
}

extension PictureRole {
    /// A picture card of Glyph (and of its Open Board packages): 150×150, padded to square.
    package static let tile = PictureRole(
        "tile", standard: PictureFormat(width: 150, height: 150, fit: .fit), noun: "a picture card")
}
