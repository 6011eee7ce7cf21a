/// Spreadsheet column letters: 0 → `A`, 25 → `Z`, 26 → `AA`.
package enum ColumnName {
    package static func letters(forIndex index: Int) -> String {
        index >= 0 && index < common.count ? common[index] : spelled(index)
    }

    /// `A` to `ZZ`, spelled once: every cell of a sheet asks for its column's letters.
    private static let common: [String] = (0..<702).map(spelled)

    private static func spelled(_ index: Int) -> String {
        var number = index + 1
        var letters: [Character] = []
        while number > 0 {
            let remainder = (number - 1) % 26
            letters.append(Character(Unicode.Scalar(UInt8(65 + remainder))))
            number = (number - 1) / 26
        }
        return String(letters.reversed())
    }

    /// The 0-based index of a column reference such as `C` or `AA`; `nil` if it is not letters.
    package static func index(forLetters letters: Substring) -> Int? {
        guard !letters.isEmpty else { return nil }
        var number = 0
        for scalar in letters.unicodeScalars {
            guard scalar.value >= 65, scalar.value <= 90 else { return nil }
            number = number * 26 + Int(scalar.value - 64)
            if number > 1 << 24 { return nil }
        }
        return number - 1
    }
}
