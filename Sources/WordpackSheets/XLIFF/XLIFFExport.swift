import WordpackCore

/// What `wordpack export-xliff` writes for one language, before it is XML: one file per word list, one unit per
/// word (and per sort key, letter case and list name), with the notes a translator needs.
package struct XLIFFExport: Equatable, Sendable {
    package var sourceLanguage: String
    package var targetLanguage: String
    package var files: [File]
    /// The pictures the units show, by their path relative to the exported file (`de/pictures/Animals/ant.png`):
    /// the project file each is drawn from.
    package var pictures: [String: String] = [:]

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
        /// The reference text the translation was made against, when it is not `source` (`needsReview`).
        package var madeAgainst: String?
        /// Where the word is in the project's sheets (`inputs/lists/Animals.xlsx:5`).
        package var location: Location?
        /// The word's picture, a path relative to the exported file (`de/pictures/Animals/ant.png`).
        package var picture: String?

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

        /// A current translation, made against today's reference text: approved (XLIFF 1.2's `approved="yes"`,
        /// not fuzzy in PO).
        var isApproved: Bool { target != nil && !needsReview }
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
                if unit.isApproved { attributes += " approved=\"yes\"" }
                xml += "      <trans-unit \(attributes)>\n"
                xml += "        <source>\(Self.escaped(unit.source))</source>\n"
                if let target = unit.target {
                    let state = unit.needsReview ? "needs-review-translation" : "translated"
                    xml += "        <target state=\"\(state)\">\(Self.escaped(target))</target>\n"
                }
                writeContextGroups(of: unit, &xml)
                for note in unit.notes {
                    xml += "        <note from=\"developer\">\(Self.escaped(note))</note>\n"
                }
                xml += "      </trans-unit>\n"
            }
            xml += "    </body>\n  </file>\n"
        }
        xml += "</xliff>\n"
    }

    /// XLIFF 1.2's context groups of a unit: where the word is in the sheets (`purpose="location"`, which
    /// translate-toolkit gives as a PO file's `#:` reference) and the picture beside the file.
    private func writeContextGroups(of unit: Unit, _ xml: inout String) {
        if let location = unit.location {
            xml += "        <context-group purpose=\"location\">\n"
            xml += "          <context context-type=\"sourcefile\">\(Self.escaped(location.file))</context>\n"
            if let row = location.row {
                xml += "          <context context-type=\"linenumber\">\(row)</context>\n"
            }
            xml += "        </context-group>\n"
        }
        if let picture = unit.picture {
            xml += "        <context-group purpose=\"information\">\n"
            xml += "          <context context-type=\"x-picture\">\(Self.escaped(picture))</context>\n"
            xml += "        </context-group>\n"
        }
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
    static func escaped(_ text: String) -> String {
        XMLText.escaped(String(String.UnicodeScalarView(text.unicodeScalars.filter(XMLText.isAllowed))))
    }
}
