/// Why a colour's text in pipeline.json is not a colour.
enum ColorProblem: Error, Hashable, Sendable {
    /// Neither `#RRGGBB`, `#RRGGBBAA` nor `srgb(…)` with three or four numbers.
    case notAColor
    /// Components of `srgb(…)` outside 0…1: each component's name (`green`, `opacity`) and its text.
    case outOfRange([Component])

    /// A component of `srgb(…)` as it was written.
    struct Component: Hashable, Sendable {
        var name: String
        var text: String
    }
}
