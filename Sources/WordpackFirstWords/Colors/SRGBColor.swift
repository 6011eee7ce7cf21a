/// A colour of pipeline.json's `colors`, in sRGB, read from `#RRGGBB`, `#RRGGBBAA`, `srgb(r, g, b)` or
/// `srgb(r, g, b, a)` (components from 0 to 1). Each component keeps the form it was given in, which is how
/// Xcode writes it; the opacity is always a fraction.
struct SRGBColor: Hashable, Sendable {
    var red: ColorComponent
    var green: ColorComponent
    var blue: ColorComponent
    /// From 0 (transparent) to 1 (opaque).
    var alpha: Double

    package init(red: ColorComponent, green: ColorComponent, blue: ColorComponent, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour `text` gives, or why it is not one.
    static func parse(_ text: String) -> Result<SRGBColor, ColorProblem> {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix("#") { return hex(trimmed.dropFirst()) }
        let lowered = trimmed.lowercased()
        guard lowered.hasPrefix("srgb("), lowered.hasSuffix(")") else { return .failure(.notAColor) }
        return fractions(trimmed.dropFirst(5).dropLast())
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when it is not opaque, in capitals: the colour on the review page.
    var hex: String {
        let bytes = [red.byte, green.byte, blue.byte] + (alpha < 1 ? [UInt8((alpha * 255).rounded())] : [])
        return "#" + bytes.map { ColorComponent.byte($0).xcodeText.dropFirst(2) }.joined()
    }

    private static func hex(_ digits: Substring) -> Result<SRGBColor, ColorProblem> {
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else {
            return .failure(.notAColor)
        }
        let characters = Array(digits)
        let bytes = stride(from: 0, to: characters.count, by: 2).compactMap {
            UInt8(String(characters[$0...$0 + 1]), radix: 16)
        }
        guard bytes.count == characters.count / 2 else { return .failure(.notAColor) }
        return .success(
            SRGBColor(
                red: .byte(bytes[0]), green: .byte(bytes[1]), blue: .byte(bytes[2]),
                alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1))
    }

    private static func fractions(_ inside: Substring) -> Result<SRGBColor, ColorProblem> {
        let texts = inside.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard texts.count == 3 || texts.count == 4 else { return .failure(.notAColor) }
        var values: [Double] = []
        var outside: [ColorProblem.Component] = []
        for (name, text) in zip(["red", "green", "blue", "opacity"], texts) {
            guard text.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)/) != nil, let value = Double(text) else {
                return .failure(.notAColor)
            }
            if !(0...1).contains(value) { outside.append(ColorProblem.Component(name: name, text: text)) }
            values.append(value)
        }
        guard outside.isEmpty else { return .failure(.outOfRange(outside)) }
        return .success(
            SRGBColor(
                red: .fraction(values[0]), green: .fraction(values[1]), blue: .fraction(values[2]),
                alpha: values.count == 4 ? values[3] : 1))
    }
}

extension String {
    /// Without spaces, tabs or line breaks at either end.
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
