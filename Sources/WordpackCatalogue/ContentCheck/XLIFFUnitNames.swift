import WordpackCore

/// A finding at a unit of an XLIFF file says which unit: `words.xliff:204:9: warning: unit Food/cake: …`. A line
/// number is what a text editor finds; the unit's id (list and key) is what a translator searches for in a CAT
/// tool.
package enum XLIFFUnitNames {
    /// Whether `file` is read as an XLIFF file.
    static func isXLIFF(_ file: String) -> Bool {
        // Without lowercasing every finding's path (a check may have 200,000).
        guard let dot = file.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let suffix = file[dot...]
        return suffix.count <= 6 && [".xliff", ".xlf"].contains(suffix.lowercased())
    }

    /// `findings` with each one at the target of a unit of `translations` or `listNames` beginning with the
    /// unit's id, unless it already names the unit (`the unit “bat”`, `(Animals/pig)`).
    package static func named(_ findings: [Diagnostic], translations: [Translation], listNames: [ListName])
        -> [Diagnostic]
    {
        var units: [Location: String] = [:]
        for translation in translations where translation.location.isTextPosition {
            units[translation.location] = "\(translation.list)/\(translation.key)"
        }
        for name in listNames where name.location.isTextPosition { units[name.location] = "\(name.list)/:name" }
        guard !units.isEmpty else { return findings }
        return findings.map { finding in
            guard let unit = units[finding.location], !finding.message.holds("unit “"),
                !finding.message.holds("(\(unit))")
            else { return finding }
            var named = finding
            named.message = "unit \(unit): \(finding.message)"
            return named
        }
    }

    /// Whether `named` may change `finding`: it is at a place of an XLIFF file.
    static func mayName(_ finding: Diagnostic) -> Bool {
        isXLIFF(finding.location.file)
    }

    /// `findings` with the units of every language read from an XLIFF file named.
    package static func named(_ findings: [Diagnostic], catalogue: Catalogue) -> [Diagnostic] {
        let languages = catalogue.languages.filter { $0.sources.contains { isXLIFF($0.file) } }
        guard !languages.isEmpty, findings.contains(where: mayName) else { return findings }
        return named(
            findings, translations: languages.flatMap(\.translations), listNames: languages.flatMap(\.listNames))
    }
}
