import Testing

@testable import WordpackCore

/// `String(utf8:)` says what `String(validating:as:)` says of every byte sequence: the same text, or nil.
@Suite struct UTF8TextTests {
    /// Sequences a repair could leave as long as they were: a four-byte character cut after three bytes (one
    /// replacement character, three bytes), a surrogate, an overlong form, and bytes that never begin one.
    static let awkward: [[UInt8]] = [
        [], Array("plain".utf8), Array("murciélago 😀 ぶた".utf8), [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98, 0x41],
        [0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80], [0xC0, 0xAF], [0xFF], [0x41, 0xFE, 0x42], [0xE2, 0x82],
        [0xEF, 0xBF, 0xBD], [0xF4, 0x90, 0x80, 0x80],
    ]

    @Test func itSaysWhatValidatingSays() {
        var generator = SystemRandomNumberGenerator()
        // Bytes drawn from a set rich in lead and continuation bytes, so that most sequences are near misses.
        let pool: [UInt8] = [0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xFF]
        var cases = Self.awkward
        for _ in 0..<20_000 {
            cases.append(
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in pool.randomElement(using: &generator)! })
        }
        for bytes in cases {
            #expect(String(utf8: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}
