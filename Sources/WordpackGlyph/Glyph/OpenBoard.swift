/// One board of the Open Board Format 0.1 (`.obf`), the exchange format of picture-card (AAC) apps:
/// CoughDrop, CBoard, AsTeRICS Grid, OptiKey, Pasco and others import it. Only what wordpack writes is
/// modelled; keys are the format's own. Encoded with sorted keys, so the same board gives the same bytes.
package struct OpenBoard: Codable, Equatable, Sendable {
    static let format = "open-board-0.1"

    var format = OpenBoard.format
    /// Equal to the board's key in the package's manifest.
    var id: String
    /// The BCP 47 tag of the board's language (`en`, `es`, `ja`).
    var locale: String
    var name: String
    var buttons: [Button]
    var grid: Grid
    var images: [Image]
    var sounds: [Sound]
    var license: License

    package init(
        id: String, locale: String, name: String, buttons: [Button], grid: Grid, images: [Image], sounds: [Sound],
        license: License
    ) {
        self.id = id
        self.locale = locale
        self.name = name
        self.buttons = buttons
        self.grid = grid
        self.images = images
        self.sounds = sounds
        self.license = license
    }

    /// A button: a tile that says its label (or its vocalization), or opens another board.
    package struct Button: Codable, Equatable, Sendable {
        var id: String
        var label: String
        /// What the button says when it differs from its label.
        var vocalization: String?
        var imageID: String?
        var soundID: String?
        var loadBoard: LoadBoard?

        package init(
            id: String, label: String, vocalization: String? = nil, imageID: String? = nil, soundID: String? = nil,
            loadBoard: LoadBoard? = nil
        ) {
            self.id = id
            self.label = label
            self.vocalization = vocalization
            self.imageID = imageID
            self.soundID = soundID
            self.loadBoard = loadBoard
        }

        enum CodingKeys: String, CodingKey {
            case id, label, vocalization
            case imageID = "image_id"
            case soundID = "sound_id"
            case loadBoard = "load_board"
        }
    }

    /// Where a button leads: a board of the same package, by its path inside it.
    package struct LoadBoard: Codable, Equatable, Sendable {
        var id: String
        var name: String
        package var path: String

        package init(id: String, name: String, path: String) {
            self.id = id
            self.name = name
            self.path = path
        }
    }

    /// The buttons in rows: exactly `rows` arrays of `columns` button ids, `nil` for an empty place.
    package struct Grid: Codable, Equatable, Sendable {
        var rows: Int
        var columns: Int
        var order: [[String?]]

        package init(rows: Int, columns: Int, order: [[String?]]) {
            self.rows = rows
            self.columns = columns
            self.order = order
        }

        /// Encodes every empty place as `null`: the format requires the placeholder.
        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rows, forKey: .rows)
            try container.encode(columns, forKey: .columns)
            var rowsContainer = container.nestedUnkeyedContainer(forKey: .order)
            for row in order {
                var cells = rowsContainer.nestedUnkeyedContainer()
                for id in row {
                    if let id { try cells.encode(id) } else { try cells.encodeNil() }
                }
            }
        }

        enum CodingKeys: String, CodingKey { case rows, columns, order }
    }

    /// A picture in the package.
    package struct Image: Codable, Equatable, Sendable {
        var id: String
        var width: Int
        var height: Int
        var contentType: String
        package var path: String

        package init(id: String, width: Int, height: Int, contentType: String, path: String) {
            self.id = id
            self.width = width
            self.height = height
            self.contentType = contentType
            self.path = path
        }

        enum CodingKeys: String, CodingKey {
            case id, width, height, path
            case contentType = "content_type"
        }
    }

    /// A recording in the package; `duration` in seconds.
    package struct Sound: Codable, Equatable, Sendable {
        var id: String
        var duration: Double
        var contentType: String
        package var path: String

        package init(id: String, duration: Double, contentType: String, path: String) {
            self.id = id
            self.duration = duration
            self.contentType = contentType
            self.path = path
        }

        enum CodingKeys: String, CodingKey {
            case id, duration, path
            case contentType = "content_type"
        }
    }

    /// Who owns the pictures and words, as pipeline.json states it; OBF's `license` object.
    package struct License: Codable, Equatable, Sendable {
        var type: String
        var copyrightNoticeURL: String?
        var sourceURL: String?
        var authorName: String?
        var authorURL: String?

        package init(
            type: String, copyrightNoticeURL: String? = nil, sourceURL: String? = nil, authorName: String? = nil,
            authorURL: String? = nil
        ) {
            self.type = type
            self.copyrightNoticeURL = copyrightNoticeURL
            self.sourceURL = sourceURL
            self.authorName = authorName
            self.authorURL = authorURL
        }

        enum CodingKeys: String, CodingKey {
            case type
            case copyrightNoticeURL = "copyright_notice_url"
            case sourceURL = "source_url"
            case authorName = "author_name"
            case authorURL = "author_url"
        }
    }
}

/// The `manifest.json` of an `.obz` package: the root board and every board, image and sound by id.
struct OpenBoardManifest: Codable, Equatable, Sendable {
    var format = OpenBoard.format
    /// The path of the first board an app opens.
    var root: String
    var paths: Paths

    struct Paths: Codable, Equatable, Sendable {
        var boards: [String: String]
        var images: [String: String]
        var sounds: [String: String]
    }

    package init(root: String, boards: [String: String], images: [String: String], sounds: [String: String]) {
        self.root = root
        paths = Paths(boards: boards, images: images, sounds: sounds)
    }
}
