import WordpackCore

/// One UX colour in pipeline.json's `colors`: a colour for every appearance (`"#5AA6F4"`), or
/// `{"light": …, "dark": …}` with a dark variant (`dark` may be left out). The texts are kept as written, so
/// that a colour that is not one is reported by `check`, with every other, rather than stopping the reading of
/// pipeline.json.
package struct ColorSetting: Codable, Hashable, Sendable {
    var light: String
    var dark: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case light, dark }

    package init(light: String, dark: String? = nil) {
        self.light = light
        self.dark = dark
    }

    package init(from decoder: Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(light: text)
            return
        }
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a colour in quotes (\"#5AA6F4\") or {\"light\": …, \"dark\": …}"))
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        self.init(
            light: try container.decode(String.self, forKey: .light),
            dark: try container.decodeIfPresent(String.self, forKey: .dark))
    }

    package func encode(to encoder: Encoder) throws {
        guard let dark else {
            var container = encoder.singleValueContainer()
            try container.encode(light)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(light, forKey: .light)
        try container.encode(dark, forKey: .dark)
    }
}
