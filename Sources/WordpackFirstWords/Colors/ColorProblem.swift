/// Why a colour's text in pipeline.json is not a colour.
package enum ColorProblem: Error, Hashable, Sendable {
    /// Neither `#RRGGBB`, `#RRGGBBAA` nor `srgb(…)` with three or four numbers.
    case notAColor
    /// Components of `srgb(…)` outside 0…1: each component's name (`green`, `opacity`) and its text.
    case outOfRange([Component])

    /// A component of `srgb(…)` as it was written.
    package struct Component: Hashable, Sendable {
        package var name: String
        package var text: String
    }
}
