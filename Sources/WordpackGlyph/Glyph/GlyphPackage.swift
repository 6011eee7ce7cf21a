import Foundation
import WordpackCore

/// One language's Open Board package (`.obz`): a root board with a button per folder and per keyboard, each
/// opening a board of its own; the tiles with their 150×150 pictures and their recordings as MP3.
struct GlyphPackage {
    /// A recording as it goes into the package.
    struct Sound {
        package var data: Data
        var duration: Double

        package init(data: Data, duration: Double) {
            self.data = data
            self.duration = duration
        }
    }

    let name: String
    let license: OpenBoard.License
    let set: GlyphSet
    let locale: String
    /// The pictures' size: the `tile` role's in pipeline.json.
    let tileSize: (width: Int, height: Int)

    package init(app: GlyphApp, set: GlyphSet, tile: PictureFormat) {
        name = app.name
        license = app.license
        self.set = set
        locale = GlyphLayout.locale(set.language)
        tileSize = (tile.width, tile.height)
    }

    static func boardPath(_ id: String) -> String { "boards/\(id).obf" }

    /// The boards, by id, in the order the root board lists them (root first).
    func boards() -> [OpenBoard] {
        var media = Media(size: tileSize)
        var boards: [OpenBoard] = []
        var rootButtons: [OpenBoard.Button] = []
        var rootImages: [OpenBoard.Image] = []
        let groups =
            set.folders.enumerated().map { ("folder-\($0.offset + 1)", $0.element.name, $0.element.tiles, true) }
            + set.keyboards.enumerated().map { ("keyboard-\($0.offset + 1)", $0.element.name, $0.element.words, false) }
        for (id, title, tiles, pictured) in groups {
            var images: [OpenBoard.Image] = []
            var sounds: [OpenBoard.Sound] = []
            let buttons = tiles.enumerated().map { index, tile -> OpenBoard.Button in
                var button = OpenBoard.Button(id: "\(index + 1)", label: tile.label, vocalization: tile.vocalization)
                if pictured, tile.picture != nil {
                    let image = media.image(tile)
                    if !images.contains(image) { images.append(image) }
                    button.imageID = image.id
                }
                if tile.recording != nil {
                    let sound = media.sound(tile)
                    if !sounds.contains(where: { $0.id == sound.id }) { sounds.append(sound) }
                    button.soundID = sound.id
                }
                return button
            }
            boards.append(
                OpenBoard(
                    id: id, locale: locale, name: title, buttons: buttons, grid: BoardGrid.grid(buttons.map(\.id)),
                    images: images, sounds: sounds, license: license))
            // The root's button for this board shows the first picture of it.
            var opener = OpenBoard.Button(
                id: id, label: title, loadBoard: OpenBoard.LoadBoard(id: id, name: title, path: Self.boardPath(id)))
            if let first = images.first {
                opener.imageID = first.id
                if !rootImages.contains(first) { rootImages.append(first) }
            }
            rootButtons.append(opener)
        }
        let root = OpenBoard(
            id: "root", locale: locale, name: name, buttons: rootButtons, grid: BoardGrid.grid(rootButtons.map(\.id)),
            images: rootImages, sounds: [], license: license)
        return [root] + boards
    }

    /// The package's files: `manifest.json`, the boards, and the pictures and sounds `contents` gives for each
    /// tile's relative path (`images/…png`, `sounds/…caf`); `duration` is filled from `sounds`.
    func files(pictures: (String) throws -> Data, sounds: (String) throws -> Sound) throws -> [(
        name: String, data: Data
    )] {
        var boards = self.boards()
        var files: [(name: String, data: Data)] = []
        var imagePaths: [String: String] = [:]
        var soundPaths: [String: String] = [:]
        var durations: [String: Double] = [:]
        for board in boards {
            for image in board.images where imagePaths[image.id] == nil {
                imagePaths[image.id] = image.path
                files.append((image.path, try pictures(image.path)))
            }
            for sound in board.sounds where soundPaths[sound.id] == nil {
                soundPaths[sound.id] = sound.path
                let made = try sounds(Media.sourcePath(ofSound: sound.path))
                durations[sound.id] = made.duration
                files.append((sound.path, made.data))
            }
        }
        for index in boards.indices {
            for sound in boards[index].sounds.indices {
                let duration = durations[boards[index].sounds[sound].id] ?? 0
                boards[index].sounds[sound].duration = (duration * 1000).rounded() / 1000
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var boardPaths: [String: String] = [:]
        for board in boards {
            boardPaths[board.id] = Self.boardPath(board.id)
            files.append((Self.boardPath(board.id), try encoder.encode(board)))
        }
        let manifest = OpenBoardManifest(
            root: Self.boardPath("root"), boards: boardPaths, images: imagePaths, sounds: soundPaths)
        files.append(("manifest.json", try encoder.encode(manifest)))
        return files
    }

    /// Ids and package paths of pictures and sounds, one per file whichever boards use it.
    struct Media {
        let size: (width: Int, height: Int)
        var images: [String: OpenBoard.Image] = [:]
        var sounds: [String: OpenBoard.Sound] = [:]

        mutating func image(_ tile: GlyphSet.Tile) -> OpenBoard.Image {
            let path = GlyphLayout.picture(of: tile)
            if let known = images[path] { return known }
            let image = OpenBoard.Image(
                id: "image-\(images.count + 1)", width: size.width, height: size.height, contentType: "image/png",
                path: path)
            images[path] = image
            return image
        }

        mutating func sound(_ tile: GlyphSet.Tile) -> OpenBoard.Sound {
            let path = Self.packagePath(ofSound: GlyphLayout.recording(of: tile))
            if let known = sounds[path] { return known }
            let sound = OpenBoard.Sound(
                id: "sound-\(sounds.count + 1)", duration: 0, contentType: "audio/mpeg", path: path)
            sounds[path] = sound
            return sound
        }

        /// `sounds/Animals/ant.caf` is `sounds/Animals/ant.mp3` in the package.
        static func packagePath(ofSound path: String) -> String {
            String(path.dropLast(4)) + ".mp3"
        }

        static func sourcePath(ofSound path: String) -> String {
            String(path.dropLast(4)) + ".caf"
        }
    }
}
