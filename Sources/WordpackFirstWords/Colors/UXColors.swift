/// The colours of a FirstWords app's UX that the app takes from named colours of its `Common.xcassets`, as the
/// FirstWords document lists them (“UX Colors”): the letter tiles, the target tiles when normal and when
/// highlighted, and the purchase dialog. A name's parts before the last are the catalog's namespace folders.
enum UXColors {
    /// Every name, in the document's order.
    static let names: [String] =
        ["Letter Tiles", "Target Tiles/Normal", "Target Tiles/Highlighted"].flatMap { set in
            ["Background", "Text", "Highlight", "Shade"].map { "\(set)/\($0)" }
        } + [
            "Purchase Dialog/Header/Background", "Purchase Dialog/Buttons/Background", "Purchase Dialog/Buttons/Border",
            "Purchase Dialog/Gradient/Start", "Purchase Dialog/Gradient/End",
        ]

    /// Where the names are listed for the content team.
    static let documentation = "the “Colours” part of docs/apps/firstwords.md"

    /// The namespace folders that hold `name` (`Target Tiles`, `Target Tiles/Normal` for
    /// `Target Tiles/Normal/Text`), outermost first.
    static func namespaces(of name: String) -> [String] {
        let parts = name.split(separator: "/").map(String.init)
        return (1..<max(parts.count, 1)).map { parts[0..<$0].joined(separator: "/") }
    }

    /// The known name that `name` misspells: the same but for case, or a few letters away, when exactly one is.
    static func nearest(to name: String) -> String? {
        let wanted = Array(name.lowercased())
        let scored = names.map { (name: $0, distance: editDistance(wanted, Array($0.lowercased()))) }
        guard let best = scored.map(\.distance).min(), best <= 3 else { return nil }
        let closest = scored.filter { $0.distance == best }
        return closest.count == 1 ? closest[0].name : nil
    }

    /// Letters inserted, removed or replaced to turn `a` into `b` (Levenshtein).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
