/// A UX colour ready for the asset catalog: its name (`Letter Tiles/Background`), its colour, and its dark
/// variant if it has one.
struct NamedColor: Hashable, Sendable {
    var name: String
    var light: SRGBColor
    var dark: SRGBColor?

    package init(name: String, light: SRGBColor, dark: SRGBColor? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// The known colours of `settings` whose texts are colours, in the FirstWords document's order; the others
    /// are left out (`ColorsCheck` reports them).
    static func valid(_ settings: [String: ColorSetting]) -> [NamedColor] {
        UXColors.names.compactMap { name in
            guard let setting = settings[name], case .success(let light) = SRGBColor.parse(setting.light) else {
                return nil
            }
            guard let dark = setting.dark else { return NamedColor(name: name, light: light) }
            guard case .success(let variant) = SRGBColor.parse(dark) else { return nil }
            return NamedColor(name: name, light: light, dark: variant)
        }
    }
}
