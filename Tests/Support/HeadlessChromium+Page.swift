extension HeadlessChromium {
    /// What `Tests/Fixtures/review/check-pages.py` reports of one page (its JSON, by page URL), as the review
    /// tests read it.
    struct Page: Decodable {
        struct Card: Decodable {
            var id: String
            var key: String
            var findings: [String]
        }

        struct Image: Decodable {
            var src: String
            var naturalWidth: Int
        }

        struct Audio: Decodable {
            var src: String
            var duration: Double?
            var error: Int
        }

        struct Tile: Decodable {
            var label: String
            var marks: [String]
        }

        struct Played: Decodable {
            var src: String
            var currentTime: Double?
            var error: String
        }

        var title: String
        var cards: [Card]
        var cells: Int
        var letterCells: Int
        var images: [Image]
        var audios: [Audio]
        var tiles: [Tile]
        var tabs: [String]
        var definitions: Int
        var questions: [Int]
        var played: [Played]
        var scripts: Int
        var external: [String]
    }
}
