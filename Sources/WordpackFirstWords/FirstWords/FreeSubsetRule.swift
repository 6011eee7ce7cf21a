/// How a free list is chosen: the words marked in the list sheet's `free` column, or the first N words.
package enum FreeSubsetRule: Codable, Equatable, Sendable {
    case sheet
    case first(Int)

    enum CodingKeys: String, CodingKey, CaseIterable { case first }

    package init(from decoder: Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            guard word == "sheet" else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "expected \"sheet\" or {\"first\": N}, found \"\(word)\""))
            }
            self = .sheet
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let count = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .first)
        guard count > 0 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.first],
                    debugDescription: "a free list needs at least one word"))
        }
        self = .first(count)
    }

    package func encode(to encoder: Encoder) throws {
        switch self {
        case .sheet:
            var container = encoder.singleValueContainer()
            try container.encode("sheet")
        case .first(let count):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(count, forKey: .first)
        }
    }
}
