import WordpackCore

/// How a planned file is made: by its app's kind, or by one of the shared media services.
package enum OutputRecipe: Encodable, Hashable, Sendable {
    /// Made by the kind that planned it.
    case own
    /// A recording converted to CAF in its role's format (the audio stage).
    case recording(source: String, role: AudioRole)
    /// A PNG picture scaled to its role's size (`scale` 2 and 3 for `@2x` and `@3x`) (the images stage).
    case picture(source: String, role: PictureRole, scale: Int)
    /// A file copied as it is, a PDF picture (the images stage).
    case copy(source: String)

    /// The stage of the shared services that makes this work; nil for the kind's own.
    var mediaStage: String? {
        switch self {
        case .own: return nil
        case .recording: return Self.audioStage
        case .picture, .copy: return Self.imagesStage
        }
    }

    package static let audioStage = "audio"
    package static let imagesStage = "images"
}
