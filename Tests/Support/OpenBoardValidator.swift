import Foundation
import ZIPFoundation

/// Checks an `.obz` package against every rule of Open Board Format 0.1 that wordpack promises, reading it
/// as untyped JSON (not through wordpack's own model), and returns each rule broken as a sentence.
package enum OpenBoardValidator {
    /// The files of a ZIP package by path.
    package static func entries(of package: Data) throws -> [String: Data] {
        let archive = try Archive(data: package, accessMode: .read)
        var files: [String: Data] = [:]
        for entry in archive where entry.type == .file {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            files[entry.path] = data
        }
        return files
    }

    package static func violations(ofPackage package: Data) throws -> [String] {
        try violations(of: entries(of: package))
    }

    package static func violations(of files: [String: Data]) -> [String] {
        var problems: [String] = []
        guard let data = files["manifest.json"],
            let manifest = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return ["manifest.json is missing or not a JSON object"] }
        if manifest["format"] as? String != "open-board-0.1" {
            problems.append("manifest.json: format is not open-board-0.1")
        }
        let paths = manifest["paths"] as? [String: Any] ?? [:]
        let boards = paths["boards"] as? [String: String] ?? [:]
        let images = paths["images"] as? [String: String] ?? [:]
        let sounds = paths["sounds"] as? [String: String] ?? [:]
        if boards.isEmpty { problems.append("manifest.json: paths.boards is empty") }
        guard let root = manifest["root"] as? String, boards.values.contains(root) else {
            return problems + ["manifest.json: root is not one of paths.boards"]
        }
        for (kind, listed) in [("images", images), ("sounds", sounds), ("boards", boards)] {
            for (id, path) in listed where files[path] == nil {
                problems.append("manifest.json: \(kind) \(id) → \(path) is not in the package")
            }
        }
        let boardPaths = Set(boards.values)
        var reached: Set<String> = [root]
        for (id, path) in boards.sorted(by: { $0.key < $1.key }) {
            guard let data = files[path], let board = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else {
                problems.append("\(path): not a JSON object")
                continue
            }
            problems += violations(ofBoard: board, id: id, path: path, files: files, boardPaths: boardPaths)
                .map { "\(path): \($0)" }
            for button in board["buttons"] as? [[String: Any]] ?? [] {
                if let target = (button["load_board"] as? [String: Any])?["path"] as? String { reached.insert(target) }
            }
        }
        for path in boardPaths.subtracting(reached).sorted() { problems.append("\(path): no button leads to it") }
        return problems
    }

    package static func violations(
        ofBoard board: [String: Any], id: String, path: String, files: [String: Data], boardPaths: Set<String>
    ) -> [String] {
        var problems: [String] = []
        if board["format"] as? String != "open-board-0.1" { problems.append("format is not open-board-0.1") }
        if board["id"] as? String != id { problems.append("id is not the string \(id) of its manifest key") }
        if (board["locale"] as? String ?? "").isEmpty { problems.append("no locale") }
        if (board["name"] as? String ?? "").isEmpty { problems.append("no name") }
        if ((board["license"] as? [String: Any])?["type"] as? String ?? "").isEmpty {
            problems.append("no license type")
        }
        for key in board.keys where !known.contains(key) && !key.hasPrefix("ext_") {
            problems.append("unknown key \(key) (extensions start with ext_)")
        }
        var imageIDs: Set<String> = []
        for image in board["images"] as? [[String: Any]] ?? [] {
            guard let imageID = image["id"] as? String else {
                problems.append("an image without a string id")
                continue
            }
            imageIDs.insert(imageID)
            for key in ["width", "height"] where !((image[key] as? Int).map { $0 > 0 } ?? false) {
                problems.append("image \(imageID) has no \(key)")
            }
            if (image["content_type"] as? String ?? "").isEmpty {
                problems.append("image \(imageID) has no content_type")
            }
            if let imagePath = image["path"] as? String, files[imagePath] != nil {
            } else {
                problems.append("image \(imageID)'s path is not in the package")
            }
        }
        var soundIDs: Set<String> = []
        for sound in board["sounds"] as? [[String: Any]] ?? [] {
            guard let soundID = sound["id"] as? String else {
                problems.append("a sound without a string id")
                continue
            }
            soundIDs.insert(soundID)
            if !((sound["duration"] as? Double).map { $0 > 0 } ?? false) {
                problems.append("sound \(soundID) has no duration")
            }
            if (sound["content_type"] as? String ?? "").isEmpty {
                problems.append("sound \(soundID) has no content_type")
            }
            if let soundPath = sound["path"] as? String, files[soundPath] != nil {
            } else {
                problems.append("sound \(soundID)'s path is not in the package")
            }
        }
        var buttonIDs: Set<String> = []
        for button in board["buttons"] as? [[String: Any]] ?? [] {
            guard let buttonID = button["id"] as? String, buttonIDs.insert(buttonID).inserted else {
                problems.append("a button without a string id, or with one used twice")
                continue
            }
            if (button["label"] as? String ?? "").isEmpty { problems.append("button \(buttonID) has no label") }
            if let vocalization = button["vocalization"] as? String, vocalization == button["label"] as? String {
                problems.append("button \(buttonID)'s vocalization repeats its label")
            }
            if let image = button["image_id"] as? String, !imageIDs.contains(image) {
                problems.append("button \(buttonID)'s image_id \(image) is no image of the board")
            }
            if let sound = button["sound_id"] as? String, !soundIDs.contains(sound) {
                problems.append("button \(buttonID)'s sound_id \(sound) is no sound of the board")
            }
            if let load = button["load_board"] as? [String: Any] {
                if let target = load["path"] as? String, boardPaths.contains(target) {
                } else {
                    problems.append("button \(buttonID)'s load_board has no path of a board in the package")
                }
            }
        }
        if buttonIDs.isEmpty { problems.append("no buttons") }
        guard let grid = board["grid"] as? [String: Any], let rows = grid["rows"] as? Int,
            let columns = grid["columns"] as? Int,
            rows > 0, columns > 0, let order = grid["order"] as? [[Any]]
        else { return problems + ["no grid with rows, columns and order"] }
        if order.count != rows { problems.append("grid.order has \(order.count) rows, not \(rows)") }
        var placed: Set<String> = []
        for row in order {
            if row.count != columns { problems.append("a grid row has \(row.count) places, not \(columns)") }
            for cell in row {
                if cell is NSNull { continue }
                guard let id = cell as? String, buttonIDs.contains(id) else {
                    problems.append("grid.order holds \(cell), which is no button")
                    continue
                }
                placed.insert(id)
            }
        }
        for id in buttonIDs.subtracting(placed).sorted() { problems.append("button \(id) is not in the grid") }
        if rows == 1 && columns > 6 || columns == 1 && rows > 6 { problems.append("a \(rows)×\(columns) strip") }
        return problems
    }

    package static let known: Set<String> = [
        "format", "id", "locale", "name", "buttons", "grid", "images", "sounds", "license", "url", "data_url",
        "description_html", "strings",
    ]
}
