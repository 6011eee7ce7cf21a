import Foundation

/// How a cell's number format shows a number, reduced to what changes the words a reader sees.
///
/// Currency symbols, colours, literal text and the negative-number section of a format are left
/// out: a number reads as its digits, its decimals, its thousands separators and its percent sign.
enum NumberFormat: Equatable, Sendable {
    /// Up to 15 significant digits, no trailing zeros: `1`, `2.5`, `0.3`.
    case general
    /// A fixed number of decimals, with `,` between thousands when `grouped`: `0.00`, `#,##0`.
    case fixed(decimals: Int, grouped: Bool)
    /// The number times 100 with a fixed number of decimals and `%`: `0%`, `0.00%`.
    case percent(decimals: Int)
    /// A date, a time of day, or both, shown in ISO form: `2024-03-01`, `14:30`, `2024-03-01 14:30:05`.
    case dateTime(date: Bool, time: Bool, seconds: Bool)
    /// `@`: text stays text; a number in such a cell reads as `general`.
    case text

    /// One of the formats every XLSX file may use by number without defining it (ECMA-376 §18.8.30).
    static func builtIn(_ id: Int) -> NumberFormat {
        switch id {
        case 1: return .fixed(decimals: 0, grouped: false)
        case 2: return .fixed(decimals: 2, grouped: false)
        case 3, 37, 38: return .fixed(decimals: 0, grouped: true)
        case 4, 39, 40: return .fixed(decimals: 2, grouped: true)
        case 9: return .percent(decimals: 0)
        case 10: return .percent(decimals: 2)
        case 14...17, 27...36, 50...58: return .dateTime(date: true, time: false, seconds: false)
        case 18, 20: return .dateTime(date: false, time: true, seconds: false)
        case 19, 21, 45, 47: return .dateTime(date: false, time: true, seconds: true)
        case 22: return .dateTime(date: true, time: true, seconds: false)
        case 49: return .text
        default: return .general
        }
    }

    /// The format a custom format code such as `yyyy-mm-dd`, `0.0%` or `#,##0.00 "kg"` stands for.
    package init(code: String) {
        let (plain, elapsed) = Self.placeholders(in: code)
        let lower = plain.lowercased()
        if lower.trimmingCharacters(in: .whitespaces).isEmpty || lower.contains("general") {
            self = .general
        } else if lower.contains("@") {
            self = .text
        } else if elapsed {
            self = .general  // a duration such as [h]:mm, not a time of day
        } else if lower.contains(where: { "dyhs".contains($0) }) || lower.contains("m") {
            let time = lower.contains("h") || lower.contains("s")
            let date = lower.contains("d") || lower.contains("y") || (lower.contains("m") && !time)
            self = .dateTime(date: date, time: time, seconds: lower.contains("s"))
        } else if lower.contains("%") {
            self = .percent(decimals: Self.decimals(in: plain))
        } else if lower.contains("e") || lower.contains("/") {
            self = .general  // scientific or fraction: shown as a plain number
        } else if lower.contains(where: { "0#?".contains($0) }) {
            self = .fixed(decimals: Self.decimals(in: plain), grouped: Self.isGrouped(plain))
        } else {
            self = .general
        }
    }

    /// The first section of `code` without its literal text (`"kg"`, `\-`, `_)`, `*x`) or bracketed parts
    /// (`[Red]`, `[$-409]`); `elapsed` is `true` when a bracket held a duration such as `[h]`.
    private static func placeholders(in code: String) -> (plain: String, elapsed: Bool) {
        var plain = ""
        var elapsed = false
        var characters = code.makeIterator()
        while let character = characters.next() {
            switch character {
            case ";":
                return (plain, elapsed)
            case "\"":
                while let quoted = characters.next(), quoted != "\"" {}
            case "\\", "_", "*":
                _ = characters.next()
            case "[":
                var bracket = ""
                while let inside = characters.next(), inside != "]" { bracket.append(inside) }
                if ["h", "hh", "m", "mm", "s", "ss"].contains(bracket.lowercased()) { elapsed = true }
            default:
                plain.append(character)
            }
        }
        return (plain, elapsed)
    }

    private static func decimals(in plain: String) -> Int {
        guard let point = plain.firstIndex(of: ".") else { return 0 }
        return plain[plain.index(after: point)...].prefix { "0#?".contains($0) }.count
    }

    private static func isGrouped(_ plain: String) -> Bool {
        let characters = Array(plain)
        return characters.indices.dropLast().contains { characters[$0] == "," && "0#?".contains(characters[$0 + 1]) }
    }
}
