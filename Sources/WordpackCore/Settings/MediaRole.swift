/// What `PictureRole` and `AudioRole` share: a role is its name. Two roles with one name are the same role
/// whatever their standard formats, and a planned file and the shared cache's action keys write the name alone.
package protocol MediaRole: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The key of the role in pipeline.json (`tile`, `speech`).
    var name: String { get }
}

extension MediaRole {
    package static func == (left: Self, right: Self) -> Bool { left.name == right.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
    package var description: String { name }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
