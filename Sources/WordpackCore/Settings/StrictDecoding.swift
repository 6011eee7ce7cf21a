/// A coding key for any string, used to see every key an object has.
struct AnyCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    package init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    package init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Decoder {
    /// Throws when the object being decoded has a key that neither `Keys` nor `others` lists, so that a
    /// misspelt setting (`"langauges"`) is an error naming its key path instead of being ignored.
    package func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_: Keys.Type, besides others: String...) throws {
        try rejectUnknownKeys(allowing: Set(Keys.allCases.map(\.stringValue) + others))
    }

    /// Throws when the object being decoded has a key not in `known`.
    package func rejectUnknownKeys(allowing known: Set<String>) throws {
        let container = try container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !known.contains(key.stringValue) {
            let list = known.sorted().map { "“\($0)”" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "unknown key; the keys allowed here are \(list)"))
        }
    }
}

extension KeyedDecodingContainer {
    /// The value for `key`, or `fallback` when the key is absent. A present key of the wrong type is an error.
    package func decode<T: Decodable>(_ key: Key, default fallback: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback()
    }
}

extension KeyedDecodingContainer {
    /// A word from a fixed set (`"fit"` or `"fill"`); a wrong word names the ones allowed.
    package func decode<T>(_ key: Key, default fallback: @autoclosure () -> T) throws -> T
    where T: Decodable & CaseIterable & RawRepresentable, T.RawValue == String {
        guard try decodeIfPresent(String.self, forKey: key) != nil else { return fallback() }
        return try decodeChoice(key)
    }

    /// A required word from a fixed set; a wrong word names the ones allowed.
    func decodeChoice<T>(_ key: Key) throws -> T
    where T: Decodable & CaseIterable & RawRepresentable, T.RawValue == String {
        let word = try decode(String.self, forKey: key)
        guard let value = T(rawValue: word) else {
            let allowed = T.allCases.map { "“\($0.rawValue)”" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected one of \(allowed), not “\(word)”")
        }
        return value
    }
}
