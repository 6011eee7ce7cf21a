/// A kind of recording an app ships (`speech`, `letters`): its name, which is its key in pipeline.json's `audio`,
/// and the format it is converted to when pipeline.json sets none. Each kind declares its own
/// (`AppSettings.audioRoles`), so a kind with recordings of a format of its own edits nothing outside its folder.
///
/// A planned file names its role (`"role":"speech"`), and the audio stage looks its format up with
/// `AudioSettings.format(for:)`.
package struct AudioRole: MediaRole {
    package let name: String
    /// The format when pipeline.json's `audio` has no key `name`; a key there starts from it
    /// (`"sounds": {"sampleRate": 44100}` keeps the rest of the standard format of sounds).
    package let standard: AudioFormat

    package init(_ name: String, standard: AudioFormat) {
        self.name = name
        self.standard = standard
    }
}

extension AudioSettings {
    /// The role's format: pipeline.json's, or the role's standard one.
    package func format(for role: AudioRole) -> AudioFormat {
        formats[role.name] ?? role.standard
    }
}
