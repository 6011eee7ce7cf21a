extension HeadlessChromium {
    /// What `Tests/Fixtures/review/check-pages.py` reports of one page (its JSON, by page URL), as the review
    /// tests read it.
    package struct Page: Decodable {
        package struct Card: Decodable {
            package var id: String
            package var key: String
            package var findings: [String]
        }

        package struct Image: Decodable {
            package var src: String
            package var naturalWidth: Int
        }

        package struct Audio: Decodable {
            package var src: String
            package var duration: Double?
            package var error: Int
        }

        package struct Tile: Decodable {
            package var label: String
            package var marks: [String]
            /// Why the board leaves the word out, as its badge says (`left out: not translated in ja`).
            package var leftOut: String?
        }

        /// An audio element as drawn (in some tab), and its width in CSS pixels.
        package struct Player: Decodable {
            package var src: String
            package var width: Double
        }

        package struct Played: Decodable {
            package var src: String
            package var currentTime: Double?
            package var error: String
        }

        package var title: String
        package var cards: [Card]
        package var cells: Int
        package var letterCells: Int
        package var images: [Image]
        package var audios: [Audio]
        package var tiles: [Tile]
        package var players: [Player]
        package var tabs: [String]
        package var definitions: Int
        package var questions: [Int]
        package var played: [Played]
        package var scripts: Int
        package var external: [String]
    }
}
