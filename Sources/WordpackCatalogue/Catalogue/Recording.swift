/// A spoken word: `speech/<List>/<name>.wav`.
package struct Recording: Codable, Equatable, Sendable {
    package var list: String
    package var file: MediaFile

    package init(list: String, file: MediaFile) {
        self.list = list
        self.file = file
    }
}
