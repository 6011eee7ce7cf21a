/// A kind of picture an app ships (`picture`, `tile`): its name, which is its key in pipeline.json's `images`, and
/// the size it has when pipeline.json sets none. Each kind declares its own (`AppSettings.pictureRoles`), so a
/// kind with pictures of a size of its own edits nothing outside its folder.
///
/// A planned file names its role (`"role":"tile"`), and the images stage looks its size up with
/// `ImageSettings.format(for:)`.
package struct PictureRole: MediaRole {
    package let name: String
    /// The size when pipeline.json's `images` has no key `name`.
    let standard: PictureFormat
    /// What a sentence calls a file of the role: `a picture card` (“… too small for a picture card”).
    package let noun: String

    package init(_ name: String, standard: PictureFormat, noun: String) {
        self.name = name
        self.standard = standard
        self.noun = noun
    }
}

extension ImageSettings {
    /// The role's size: pipeline.json's, or the role's standard one.
    package func format(for role: PictureRole) -> PictureFormat {
        formats[role.name] ?? role.standard
    }
}
