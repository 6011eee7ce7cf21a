import WordpackCore

/// What `check` reports about an app's `colors`, all in one run: each text that is not a colour, each number of
/// `srgb(…)` outside 0…1, each name FirstWords does not use, and the colours left out (the app's Xcode project
/// would lack named colours it uses). Every finding is at pipeline.json and names its setting.
enum ColorsCheck {
    /// The findings about `colors`, the setting at `path` (`apps.animals.colors`) of pipeline.json at `location`.
    static func findings(_ colors: [String: ColorSetting], path: String, location: Location) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // A misspelt name whose colour is left out is one mistake: said once, at the misspelt name.
        var suggested: Set<String> = []
        for name in colors.keys.sorted() {
            let setting = "\(path).\(name)"
            if !UXColors.names.contains(name) {
                let nearest = UXColors.nearest(to: name)
                if let nearest, colors[nearest] == nil { suggested.insert(nearest) }
                let hint =
                    nearest.map { "did you mean “\($0)”?" }
                    ?? "the names of the \(UXColors.names.count) colours are listed in \(UXColors.documentation)."
                findings.append(.error(at: location, "`\(setting)` is not a colour FirstWords uses; \(hint)"))
            }
            guard let value = colors[name] else { continue }
            // A colour with a dark variant is an object: its texts are at `.light` and `.dark`.
            let texts =
                value.dark.map { [("\(setting).light", value.light), ("\(setting).dark", $0)] }
                ?? [(setting, value.light)]
            for (key, text) in texts {
                guard case .failure(let problem) = SRGBColor.parse(text) else { continue }
                findings.append(.error(at: location, sentence(problem, setting: key, text: text)))
            }
        }
        let missing = UXColors.names.filter { colors[$0] == nil && !suggested.contains($0) }
        if !missing.isEmpty {
            findings.append(
                .error(
                    at: location,
                    "`\(path)` leaves out \(sentenceList(missing, limit: missing.count)), so the app's Xcode project "
                        + "would lack \(missing.count == 1 ? "a named colour" : "named colours") it uses; give all "
                        + "\(UXColors.names.count) colours (listed in \(UXColors.documentation))."))
        }
        return findings
    }

    /// The sentence for a colour text at `setting` that is not a colour.
    static func sentence(_ problem: ColorProblem, setting: String, text: String) -> String {
        switch problem {
        case .notAColor:
            return "`\(setting)` is “\(text)”, which is not a colour; write it as #RRGGBB or #RRGGBBAA in "
                + "hexadecimal digits (#5AA6F4) or as srgb(red, green, blue) with numbers from 0 to 1 "
                + "(srgb(0.35, 0.65, 0.96)), with a fourth number for the opacity if it is not opaque."
        case .outOfRange(let components):
            let given = components.map { "\($0.name) as \($0.text)" }
            return "`\(setting)` gives \(sentenceList(given, quoted: false)) in “\(text)”, but every number of "
                + "srgb(…) goes from 0 to 1 (255 is written 1, 128 is about 0.5)."
        }
    }
}
