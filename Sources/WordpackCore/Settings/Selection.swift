/// Either every item the catalogue has, or the ones named, in the order given: the lists of an app
/// (`Selection<String>`, by name) or its languages (`Selection<LanguageCode>`, each checked as pipeline.json is
/// read).
package enum Selection<Name: Codable & Hashable & Sendable>: Codable, Equatable, Sendable {
    case all
    case only([Name])

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let word = try? container.decode(String.self) {
            guard word == "all" else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected \"all\" or a list of names, found \"\(word)\"")
            }
            self = .all
        } else {
            self = .only(try container.decode([Name].self))
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .all: try container.encode("all")
        case .only(let names): try container.encode(names)
        }
    }

    /// The selected names among `available` (sorted); named items are kept even when not available,
    /// so that `check` can report them.
    package func resolve(from available: [Name], excluding excluded: [Name] = []) -> [Name] {
        switch self {
        case .all: return available.filter { !excluded.contains($0) }
        case .only(let names): return names.filter { !excluded.contains($0) }
        }
    }
}
