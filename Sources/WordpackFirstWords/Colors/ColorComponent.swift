/// One component of a colour as Xcode writes it in a colour set: `0xF4` when it was given in hexadecimal,
/// `0.965` (three places) when it was given as a number from 0 to 1.
enum ColorComponent: Hashable, Sendable {
    case byte(UInt8)
    case fraction(Double)

    /// The text of the component in `Contents.json`.
    var xcodeText: String {
        switch self {
        case .byte(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "0x" + (hex.count == 1 ? "0" : "") + hex
        case .fraction(let value):
            let thousandths = Int((value * 1000).rounded())
            let fraction = String(thousandths % 1000)
            return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
    }

    /// The nearest byte, 0 to 255 (for a swatch's `#RRGGBB`).
    var byte: UInt8 {
        switch self {
        case .byte(let byte): return byte
        case .fraction(let value): return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
    }
}
