import Foundation

/// A number as a spreadsheet program shows it: `1` never reads `1.0`, and `0.1 + 0.2` reads `0.3`.
///
/// Numbers keep at most 15 significant digits, like Excel and LibreOffice. Integers of up to
/// 15 digits are written out; larger or tinier numbers use Excel's exponent form (`1.5E+20`).
enum NumberText {
    package static func text(_ value: Double, format: NumberFormat, dates: DateSystem) -> String {
        switch format {
        case .general, .text:
            return general(value)
        case .fixed(let decimals, let grouped):
            return fixed(value, decimals: decimals, grouped: grouped)
        case .percent(let decimals):
            return fixed(value * 100, decimals: decimals, grouped: false) + "%"
        case .dateTime(let date, let time, let seconds):
            return DateText.text(serial: value, system: dates, date: date, time: time, seconds: seconds)
                ?? general(value)
        }
    }

    static func general(_ value: Double) -> String {
        guard let number = DecimalDigits(value) else { return value.isNaN ? "#NUM!" : (value < 0 ? "-∞" : "∞") }
        if number.isZero { return "0" }
        var digits = number.digits
        while digits.count > 1, digits.last == 0 { digits.removeLast() }
        let sign = number.isNegative ? "-" : ""
        let exponent = number.exponent
        if exponent >= 15 || exponent < -9 {
            let mantissa = digits.count > 1 ? "\(digits[0])." + string(digits.dropFirst()) : "\(digits[0])"
            let power = String(abs(exponent))
            return sign + mantissa + "E" + (exponent < 0 ? "-" : "+") + (power.count < 2 ? "0" + power : power)
        }
        if exponent < 0 {
            return sign + "0." + String(repeating: "0", count: -exponent - 1) + string(digits)
        }
        let integerCount = exponent + 1
        let padded = digits + Array(repeating: 0, count: max(0, integerCount - digits.count))
        let fraction = padded.dropFirst(integerCount)
        return sign + string(padded.prefix(integerCount)) + (fraction.isEmpty ? "" : "." + string(fraction))
    }

    /// The number rounded half away from zero to `decimals` places, as Excel rounds what it shows.
    static func fixed(_ value: Double, decimals: Int, grouped: Bool) -> String {
        guard let number = DecimalDigits(value) else { return general(value) }
        let decimals = min(max(decimals, 0), 30)
        // The digits from the leading one down to the last shown decimal place.
        let count = number.exponent + decimals + 1
        var kept = count > 0 ? (0..<count).map { $0 < number.digits.count ? number.digits[$0] : 0 } : []
        let next = count >= 0 && count < number.digits.count ? number.digits[count] : 0
        if next >= 5 && !number.isZero {
            var index = kept.count - 1
            var carry = true
            while carry, index >= 0 {
                kept[index] += 1
                carry = kept[index] == 10
                if carry { kept[index] = 0 }
                index -= 1
            }
            if carry { kept.insert(1, at: 0) }
        }
        if kept.count < decimals + 1 {
            kept.insert(contentsOf: repeatElement(0, count: decimals + 1 - kept.count), at: 0)
        }
        var integer = Array(kept.dropLast(decimals).drop { $0 == 0 })
        if integer.isEmpty { integer = [0] }
        var integerText = string(integer)
        if grouped {
            var groupedText = ""
            for (offset, character) in integerText.enumerated() {
                if offset > 0, (integerText.count - offset) % 3 == 0 { groupedText.append(",") }
                groupedText.append(character)
            }
            integerText = groupedText
        }
        let fraction = kept.suffix(decimals)
        let sign = number.isNegative && kept.contains { $0 != 0 } ? "-" : ""
        return sign + integerText + (decimals > 0 ? "." + string(fraction) : "")
    }

    private static func string<Digits: Sequence>(_ digits: Digits) -> String where Digits.Element == Int {
        String(digits.map { Character(Unicode.Scalar(UInt8(48 + $0))) })
    }
}

/// A finite number rounded to 15 significant digits: `digits[0].digits[1]… × 10^exponent`.
private struct DecimalDigits {
    var isNegative: Bool
    var digits: [Int]
    var exponent: Int

    var isZero: Bool { digits.allSatisfy { $0 == 0 } }

    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // "%.14e" rounds to 15 significant digits: "1.23456789012000e+11".
        let scientific = String(format: "%.14e", abs(value))
        guard let e = scientific.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(scientific[scientific.index(after: e)...])
        else { return nil }
        isNegative = value < 0
        digits = scientific[..<e].compactMap { $0.wholeNumberValue }
        self.exponent = exponent
    }
}
