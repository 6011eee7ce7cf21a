/// A colour shown on the review page as a patch beside its value (FirstWords' UX colours): what it is
/// (`light`, `dark`), its value as `#RRGGBB` or `#RRGGBBAA`, and a remark (`no dark variant: the light colour`).
package struct ReviewSwatch: Hashable, Sendable {
    package var label: String
    /// `#RRGGBB` or `#RRGGBBAA`; the page draws a patch of nothing else.
    package var hex: String
    package var remark: String?

    package init(label: String, hex: String, remark: String? = nil) {
        self.label = label
        self.hex = hex
        self.remark = remark
    }

    /// Whether `hex` is `#` and six or eight hexadecimal digits, the only text the page puts in a style.
    package var isColor: Bool {
        hex.wholeMatch(of: /#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})/) != nil
    }
}
