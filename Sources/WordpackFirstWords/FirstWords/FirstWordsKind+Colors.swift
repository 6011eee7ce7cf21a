import WordpackAppKind

extension FirstWordsKind {
    /// The review page's “Colours”: each UX colour of the app's `colors` with a swatch of its light and its dark
    /// appearance (the light colour again when it has no dark variant), or why it has none. No section for an app
    /// without `colors`, which keeps its own catalog.
    static func colorsSections(_ colors: [String: ColorSetting]?) -> [ReviewSection] {
        guard let colors else { return [] }
        let items = UXColors.names.map { name -> ReviewItem in
            guard let setting = colors[name] else {
                return ReviewItem(title: name, lines: ["not given in pipeline.json (wordpack check reports it)"])
            }
            var lines: [String] = []
            var swatches: [ReviewSwatch] = []
            switch SRGBColor.parse(setting.light) {
            case .success(let light):
                swatches.append(ReviewSwatch(label: "light", hex: light.hex))
                if setting.dark == nil {
                    swatches.append(
                        ReviewSwatch(label: "dark", hex: light.hex, remark: "no dark variant: the light colour"))
                }
            case .failure:
                lines.append("light: “\(setting.light)” is not a colour (wordpack check says why)")
            }
            if let dark = setting.dark {
                switch SRGBColor.parse(dark) {
                case .success(let color): swatches.append(ReviewSwatch(label: "dark", hex: color.hex))
                case .failure: lines.append("dark: “\(dark)” is not a colour (wordpack check says why)")
                }
            }
            return ReviewItem(title: name, lines: lines, swatches: swatches)
        }
        return [
            ReviewSection(
                title: "Colours",
                note: "The app's named colours, from “colors” in pipeline.json, written to Common.xcassets: each in "
                    + "the light and the dark appearance.", items: items)
        ]
    }
}
