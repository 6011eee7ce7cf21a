/// A kind of recording an app ships (`speech`, `letters`): its name, which is its key in pipeline.json's `audio`,
/// and the format it is converted to when pipeline.json sets none. Each kind declares its own
/// (`AppSettings.audioRoles`), so a kind with recordings of a format of its own edits nothing outside its folder.
///
/// Two roles are the same role when their names are; a planned file names its role (`"role":"speech"`), and the
/// audio stage looks its format up with `AudioSettings.format(for:)`.
package struct AudioRole: Hashable, Sendable, Encodable, CustomStringConvertible {
    package let name: String
    /// The format when pipeline.json's `audio` has no key `name`; a key there starts from it
    /// (`"sounds": {"sampleRate": 44100}` keeps the rest of the standard format of sounds).
    package let standard: AudioFormat

    package init(_ name: String, standard: AudioFormat) {
        self.name = name
        self.standard = standard
    }

    package static func == (left: AudioRole, right: AudioRole) -> Bool { left.name == right.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
    package var description: String { name }

    /// The name alone, as planned files and the shared cache's action keys have always written it.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

extension AudioSettings {
    /// The role's format: pipeline.json's, or the role's standard one.
    package func format(for role: AudioRole) -> AudioFormat {
        formats[role.name] ?? role.standard
    }
}
