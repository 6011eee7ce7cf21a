import Foundation
import WordpackAppKind
import WordpackCore

/// One language's Open Board package as an AAC app that imports it shows it, read from the `.obz` the build
/// packed: its manifest, then each board from the root on (the root, then the boards its buttons open), each
/// drawn from its own `grid` and `buttons`, with the pictures and sounds the package holds.
struct GlyphPackageReview {
    /// The package under `outputs/`.
    let path: String
    let outputs: URL

    func section() -> ReviewSection {
        let title = "Open Board package \((path as NSString).lastPathComponent), as AAC apps show it"
        guard FileManager.default.fileExists(atPath: outputs.appendingPathComponent(path).path) else {
            return ReviewSection(title: title, note: "outputs/\(path) is not built yet.")
        }
        do {
            let boards = try read()
            return ReviewSection(
                title: title,
                note: "Drawn from outputs/\(path) itself: each board's grid and buttons as its .obf file has "
                    + "them, with the pictures and sounds (MP3) the package holds. \(boards.count) boards.",
                boards: boards)
        } catch let problem as DiagnosticConvertible {
            return ReviewSection(title: title, note: "\(problem.diagnostic)")
        } catch {
            return ReviewSection(title: title, note: "outputs/\(path) could not be read: \(error)")
        }
    }

    /// The boards, root first, then in the order buttons open them; boards no button opens come last.
    func read() throws -> [ReviewBoard] {
        let package = try ZipReading(url: outputs.appendingPathComponent(path), displayPath: "outputs/\(path)")
        let manifest = try decode(OpenBoardManifest.self, "manifest.json", from: package)
        var order = [manifest.root]
        var boards: [String: OpenBoard] = [:]
        var index = 0
        while index < order.count {
            let board = try decode(OpenBoard.self, order[index], from: package)
            boards[order[index]] = board
            for button in board.buttons {
                if let next = button.loadBoard?.path, !order.contains(next) { order.append(next) }
            }
            index += 1
        }
        for other in manifest.paths.boards.values.sorted() where !order.contains(other) {
            boards[other] = try decode(OpenBoard.self, other, from: package)
            order.append(other)
        }
        return order.compactMap { file in boards[file].map { draw($0, file: file) } }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ file: String, from package: ZipReading) throws -> T {
        let data = try package.data(file)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw FileProblem(file: package.displayPath, "holds \(file), which is not Open Board JSON: \(error)")
        }
    }

    /// A board as its grid places its buttons: a tile with no picture on a board whose other buttons have one,
    /// and a tile with no sound, are marked (a button that opens a board needs neither).
    private func draw(_ board: OpenBoard, file: String) -> ReviewBoard {
        let buttons = Dictionary(board.buttons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let images = Dictionary(board.images.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
        let sounds = Dictionary(board.sounds.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
        let pictured = board.buttons.contains { $0.imageID != nil }
        let tiles = board.grid.order.flatMap { row in
            row.map { id -> ReviewTile? in
                guard let id, let button = buttons[id] else { return nil }
                let picture = button.imageID.flatMap { images[$0] }
                let sound = button.soundID.flatMap { sounds[$0] }
                var missing: [String] = []
                if pictured, picture == nil, button.loadBoard == nil { missing.append("no picture") }
                if sound == nil, button.loadBoard == nil { missing.append("no sound") }
                return ReviewTile(
                    label: button.label, says: button.vocalization,
                    picture: picture.map { ReviewFile(output: path, entry: $0) },
                    sound: sound.map { ReviewFile(output: path, entry: $0) }, opens: button.loadBoard?.name,
                    missing: missing)
            }
        }
        let placed = board.grid.order.joined().compactMap { $0 }.count
        return ReviewBoard(
            name: board.id == "root" ? "Home: \(board.name)" : board.name,
            note: "\(file): \(board.grid.rows) × \(board.grid.columns) grid, \(placed) of \(board.buttons.count) "
                + "buttons placed, locale \(board.locale), license \(board.license.type)",
            tiles: tiles, columns: board.grid.columns)
    }
}
