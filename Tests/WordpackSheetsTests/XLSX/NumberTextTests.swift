import Testing
import WordpackTestSupport

@testable import WordpackSheets

/// Numbers, number formats and dates read as a spreadsheet program shows them.
@Suite struct NumberTextTests {
    @Test(
        arguments: [
            (1, "1"), (2.5, "2.5"), (0.1 + 0.2, "0.3"), (-0.5, "-0.5"), (-0.0, "0"), (100, "100"),
            (123_456_789_012, "123456789012"), (123_456_789_012_345, "123456789012345"),
            (1_234_567_890_123_456, "1.23456789012346E+15"), (1e20, "1E+20"), (1e15, "1E+15"),
            (1e-12, "1E-12"), (1.5e-10, "1.5E-10"), (1e-9, "0.000000001"), (0.0001, "0.0001"),
            (1.0 / 3, "0.333333333333333"), (2.0 / 3, "0.666666666666667"),
        ] as [(Double, String)])
    func generalFormatShowsAtMost15SignificantDigits(value: Double, shown: String) {
        #expect(NumberText.general(value) == shown)
    }

    @Test(
        arguments: [
            (2.675, 2, false, "2.68"), (2.5, 2, false, "2.50"), (0.5, 0, false, "1"), (0.004, 2, false, "0.00"),
            (0.005, 2, false, "0.01"), (-0.001, 2, false, "0.00"), (999.995, 2, false, "1000.00"),
            (1234, 0, true, "1,234"), (123, 0, true, "123"), (1_234_567.891, 2, true, "1,234,567.89"),
            (-1234.5, 2, true, "-1,234.50"),
        ] as [(Double, Int, Bool, String)])
    func fixedDecimalsRoundHalfAwayFromZero(value: Double, decimals: Int, grouped: Bool, shown: String) {
        #expect(NumberText.fixed(value, decimals: decimals, grouped: grouped) == shown)
    }

    @Test func percentagesAreShownTimes100() {
        #expect(NumberText.text(0.5, format: .percent(decimals: 0), dates: .from1900) == "50%")
        #expect(NumberText.text(0.1234, format: .percent(decimals: 2), dates: .from1900) == "12.34%")
        #expect(NumberText.text(0.07, format: .percent(decimals: 0), dates: .from1900) == "7%")
    }

    @Test(
        arguments: [
            ("General", NumberFormat.general), ("0.00", .fixed(decimals: 2, grouped: false)),
            ("#,##0", .fixed(decimals: 0, grouped: true)),
            ("#,##0.00_);[Red](#,##0.00)", .fixed(decimals: 2, grouped: true)),
            ("$#,##0.00", .fixed(decimals: 2, grouped: true)), ("\"Days\" 0", .fixed(decimals: 0, grouped: false)),
            ("[Red]0.00;[Blue]-0.00", .fixed(decimals: 2, grouped: false)),
            ("0%", .percent(decimals: 0)), ("0.0%", .percent(decimals: 1)),
            ("yyyy-mm-dd", .dateTime(date: true, time: false, seconds: false)),
            ("m/d/yyyy", .dateTime(date: true, time: false, seconds: false)),
            ("[$-409]dd/mm/yyyy;@", .dateTime(date: true, time: false, seconds: false)),
            ("MMM-YY", .dateTime(date: true, time: false, seconds: false)),
            ("yyyy\\-mm\\-dd\\ hh:mm", .dateTime(date: true, time: true, seconds: false)),
            ("h:mm AM/PM", .dateTime(date: false, time: true, seconds: false)),
            ("mm:ss", .dateTime(date: false, time: true, seconds: true)),
            ("[h]:mm:ss", .general), ("0.00E+00", .general), ("# ?/?", .general), ("@", .text),
            ("\"TRUE\";\"TRUE\";\"FALSE\"", .general),
        ] as [(String, NumberFormat)])
    func customFormatCodes(code: String, format: NumberFormat) {
        #expect(NumberFormat(code: code) == format)
    }

    @Test(
        arguments: [
            (0, NumberFormat.general), (1, .fixed(decimals: 0, grouped: false)),
            (3, .fixed(decimals: 0, grouped: true)),
            (9, .percent(decimals: 0)), (10, .percent(decimals: 2)),
            (14, .dateTime(date: true, time: false, seconds: false)),
            (21, .dateTime(date: false, time: true, seconds: true)),
            (22, .dateTime(date: true, time: true, seconds: false)),
            (49, .text), (164, .general),
        ] as [(Int, NumberFormat)])
    func builtInFormats(id: Int, format: NumberFormat) {
        #expect(NumberFormat.builtIn(id) == format)
    }

    @Test(
        arguments: [
            (1, DateSystem.from1900, "1900-01-01"), (59, .from1900, "1900-02-28"), (61, .from1900, "1900-03-01"),
            (45_352, .from1900, "2024-03-01"), (2_958_465, .from1900, "9999-12-31"),
            (0, .from1904, "1904-01-01"), (43_890, .from1904, "2024-03-01"),
        ] as [(Double, DateSystem, String)])
    func dateSerialNumbers(serial: Double, system: DateSystem, shown: String) {
        #expect(DateText.text(serial: serial, system: system, date: true, time: false, seconds: false) == shown)
    }

    @Test func timesOfDay() {
        #expect(
            DateText.text(serial: 45_352.604_166_666_7, system: .from1900, date: true, time: true, seconds: false)
                == "2024-03-01 14:30")
        #expect(DateText.text(serial: 0.5, system: .from1900, date: false, time: true, seconds: true) == "12:00:00")
        #expect(DateText.text(serial: -1, system: .from1900, date: true, time: false, seconds: false) == nil)
        #expect(
            NumberText.text(-1, format: .dateTime(date: true, time: false, seconds: false), dates: .from1900) == "-1")
    }

    @Test(arguments: [
        ("2024-03-01", "2024-03-01"), ("2024-03-01T00:00:00Z", "2024-03-01"),
        ("2024-03-01T14:30:00", "2024-03-01 14:30"),
        ("1999-12-31T08:05:09.123", "1999-12-31 08:05:09"),
    ])
    func isoDatesAndTimes(stored: String, shown: String) {
        #expect(DateText.text(iso8601: stored) == shown)
    }

    @Test func notADate() {
        #expect(DateText.text(iso8601: "next week") == nil)
    }

    @Test(arguments: [
        ("a_x000D_b", "a\rb"), ("_x005F_x0041_", "_x0041_"), ("no escapes", "no escapes"), ("_x00", "_x00"),
        ("_xZZZZ_", "_xZZZZ_"), ("_xD800_", "_xD800_"),
    ])
    func excelEscapes(stored: String, shown: String) {
        #expect(XLSXText.unescaped(stored) == shown)
    }

    @Test func sniffingTheFirstBytes() {
        #expect(FileSniffer.contents(of: []) == .empty)
        #expect(FileSniffer.contents(of: [0x50, 0x4B, 0x05, 0x06] + Array(repeating: 0, count: 18)) == .zip)
        #expect(FileSniffer.contents(of: [0xEF, 0xBB, 0xBF] + Array("key;word\r\n".utf8)) == .csvText)
        // The first bytes read may end inside a character.
        #expect(FileSniffer.contents(of: Array("key,mot\ncafé".utf8).dropLast()) == .csvText)
        #expect(FileSniffer.contents(of: Array("  <?xml version=\"1.0\"?>".utf8)) == .markup)
        #expect(FileSniffer.contents(of: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .unknown)
    }
}
