/// One board of the Open Board Format 0.1 (`.obf`), the exchange format of picture-card (AAC) apps:
/// CoughDrop, CBoard, AsTeRICS Grid, OptiKey, Pasco and others import it. Only what wordpack writes is
/// modelled; keys are the format's own. Encoded with sorted keys, so the same board gives the same bytes.
public struct OpenBoard: Codable, Equatable, Sendable {
    public static let format = "open-board-0.1"

    public var format = OpenBoard.format
    /// Equal to the board's key in the package's manifest.
    public var id: String
    /// The BCP 47 tag of the board's language (`en`, `es`, `ja`).
    public var locale: String
    public var name: String
    public var buttons: [Button]
    public var grid: Grid
    public var images: [Image]
    public var sounds: [Sound]
    public var license: License

    public init(
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
    public struct Button: Codable, Equatable, Sendable {
        public var id: String
        public var label: String
        /// What the button says when it differs from its label.
        public var vocalization: String?
        public var imageID: String?
        public var soundID: String?
        public var loadBoard: LoadBoard?

        public init(
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
    public struct LoadBoard: Codable, Equatable, Sendable {
        public var id: String
        public var name: String
        public var path: String

        public init(id: String, name: String, path: String) {
            self.id = id
            self.name = name
            self.path = path
        }
    }

    /// The buttons in rows: exactly `rows` arrays of `columns` button ids, `nil` for an empty place.
    public struct Grid: Codable, Equatable, Sendable {
        public var rows: Int
        public var columns: Int
        public var order: [[String?]]

        public init(rows: Int, columns: Int, order: [[String?]]) {
            self.rows = rows
            self.columns = columns
            self.order = order
        }

        /// Encodes every empty place as `null`: the format requires the placeholder.
        public func encode(to encoder: Encoder) throws {
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
    public struct Image: Codable, Equatable, Sendable {
        public var id: String
        public var width: Int
        public var height: Int
        public var contentType: String
        public var path: String

        public init(id: String, width: Int, height: Int, contentType: String, path: String) {
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
    public struct Sound: Codable, Equatable, Sendable {
        public var id: String
        public var duration: Double
        public var contentType: String
        public var path: String

        public init(id: String, duration: Double, contentType: String, path: String) {
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
    public struct License: Codable, Equatable, Sendable {
        public var type: String
        public var copyrightNoticeURL: String?
        public var sourceURL: String?
        public var authorName: String?
        public var authorURL: String?

        public init(
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
public struct OpenBoardManifest: Codable, Equatable, Sendable {
    public var format = OpenBoard.format
    /// The path of the first board an app opens.
    public var root: String
    public var paths: Paths

    public struct Paths: Codable, Equatable, Sendable {
        public var boards: [String: String]
        public var images: [String: String]
        public var sounds: [String: String]
    }

    public init(root: String, boards: [String: String], images: [String: String], sounds: [String: String]) {
        self.root = root
        paths = Paths(boards: boards, images: images, sounds: sounds)
    }
}
