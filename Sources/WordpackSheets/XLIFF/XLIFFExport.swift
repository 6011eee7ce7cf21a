/// What `wordpack export-xliff` writes for one language, before it is XML: one file per word list, one unit per
/// word (and per sort key, letter case and list name), with the notes a translator needs.
package struct XLIFFExport: Equatable, Sendable {
    package var sourceLanguage: String
    package var targetLanguage: String
    package var files: [File]

    /// A word list's units.
    package struct File: Equatable, Sendable {
        package var list: String
        package var units: [Unit]

        package init(list: String, units: [Unit]) {
            self.list = list
            self.units = units
        }
    }

    package struct Unit: Equatable, Sendable {
        /// The unit's id: the word's key, or `key:sortkey`, `key:caseOverride`, `:name` (`XLIFFUnitID`).
        package var id: String
        /// The text in the reference language.
        package var source: String
        /// The current translation, if there is one.
        package var target: String?
        /// The reference text changed since the translation was made.
        package var needsReview: Bool
        package var notes: [String]
        /// The most characters the apps can show, where an app sets a limit.
        package var maximumLength: Int?

        package init(
            id: String, source: String, target: String?, needsReview: Bool = false, notes: [String] = [],
            maximumLength: Int? = nil
        ) {
            self.id = id
            self.source = source
            self.target = target
            self.needsReview = needsReview
            self.notes = notes
            self.maximumLength = maximumLength
        }
    }

    package init(sourceLanguage: String, targetLanguage: String, files: [File]) {
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.files = files
    }

    /// The file's bytes in `version`: UTF-8, two-space indentation, a line feed at the end; the same export
    /// always gives the same bytes (no dates, no tool version).
    package func data(version: XLIFFVersion) -> [UInt8] {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        switch version {
        case .v12: writeVersion1(&xml)
        case .v20: writeVersion2(&xml)
        }
        return Array(xml.utf8)
    }

    private func writeVersion1(_ xml: inout String) {
        xml += #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"# + "\n"
        for file in files {
            xml +=
                "  <file original=\"\(Self.escaped(file.list))\" source-language=\"\(Self.escaped(sourceLanguage))\" "
                + "target-language=\"\(Self.escaped(targetLanguage))\" datatype=\"plaintext\">\n"
            xml += "    <header>\n      <tool tool-id=\"wordpack\" tool-name=\"wordpack\"/>\n    </header>\n"
            xml += "    <body>\n"
            for unit in file.units {
                var attributes = "id=\"\(Self.escaped(unit.id))\""
                if let maximum = unit.maximumLength { attributes += " maxwidth=\"\(maximum)\" size-unit=\"char\"" }
                xml += "      <trans-unit \(attributes)>\n"
                xml += "        <source>\(Self.escaped(unit.source))</source>\n"
                if let target = unit.target {
                    let state = unit.needsReview ? "needs-review-translation" : "translated"
                    xml += "        <target state=\"\(state)\">\(Self.escaped(target))</target>\n"
                }
                for note in unit.notes {
                    xml += "        <note from=\"wordpack\">\(Self.escaped(note))</note>\n"
                }
                xml += "      </trans-unit>\n"
            }
            xml += "    </body>\n  </file>\n"
        }
        xml += "</xliff>\n"
    }

    private func writeVersion2(_ xml: inout String) {
        xml +=
            #"<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" "#
            + "srcLang=\"\(Self.escaped(sourceLanguage))\" trgLang=\"\(Self.escaped(targetLanguage))\">\n"
        for (index, file) in files.enumerated() where !file.units.isEmpty {
            xml += "  <file id=\"f\(index + 1)\" original=\"\(Self.escaped(file.list))\">\n"
            for unit in file.units {
                xml += "    <unit id=\"\(Self.escaped(unit.id))\">\n"
                if !unit.notes.isEmpty {
                    xml += "      <notes>\n"
                    for note in unit.notes { xml += "        <note>\(Self.escaped(note))</note>\n" }
                    xml += "      </notes>\n"
                }
                let state: String
                switch (unit.target, unit.needsReview) {
                case (nil, _): state = "initial"
                case (_?, true): state = "initial\" subState=\"wordpack:needs-review"
                case (_?, false): state = "translated"
                }
                xml += "      <segment state=\"\(state)\">\n"
                xml += "        <source>\(Self.escaped(unit.source))</source>\n"
                if let target = unit.target { xml += "        <target>\(Self.escaped(target))</target>\n" }
                xml += "      </segment>\n    </unit>\n"
            }
            xml += "  </file>\n"
        }
        xml += "</xliff>\n"
    }

    /// Text for an element or an attribute in double quotes. A character XML 1.0 cannot carry (a control
    /// character) never reaches here: `check` refuses it in the sheet it came from.
    package static func escaped(_ text: String) -> String {
        XMLText.escaped(String(String.UnicodeScalarView(text.unicodeScalars.filter(XMLText.isAllowed))))
    }
}
