extension XLSXWriter {
    /// One file inside the `.xlsx` archive.
    package struct Part: Equatable {
        var path: String
        var text: String
    }

    static let declaration = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
    static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    static let relationshipsNamespace = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    static let packageRelationshipsNamespace = "http://schemas.openxmlformats.org/package/2006/relationships"

    /// Every part of the file, in the order they are stored.
    package func parts() -> [Part] {
        var parts = [
            Part(path: "[Content_Types].xml", text: contentTypes()),
            Part(path: "_rels/.rels", text: Self.packageRelationships),
            Part(path: "xl/workbook.xml", text: workbookPart()),
            Part(path: "xl/_rels/workbook.xml.rels", text: workbookRelationships()),
            Part(path: "xl/styles.xml", text: Self.styles),
        ]
        for (index, sheet) in sheets.enumerated() {
            let text = sheet.worksheetPart(isFirst: index == 0)
            parts.append(Part(path: "xl/worksheets/sheet\(index + 1).xml", text: text))
        }
        return parts
    }

    private func contentTypes() -> String {
        let sheetOverrides = sheets.indices.map { index in
            #"<Override PartName="/xl/worksheets/sheet\#(index + 1).xml" "#
                + #"ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"#
        }
        return Self.declaration
            + #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#
            + #"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#
            + #"<Default Extension="xml" ContentType="application/xml"/>"#
            + #"<Override PartName="/xl/workbook.xml" "#
            + #"ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#
            + sheetOverrides.joined()
            + #"<Override PartName="/xl/styles.xml" "#
            + #"ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>"#
            + "</Types>"
    }

    static let packageRelationships =
        declaration
        + #"<Relationships xmlns="\#(packageRelationshipsNamespace)">"#
        + #"<Relationship Id="rId1" "#
        + #"Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" "#
        + #"Target="xl/workbook.xml"/>"#
        + "</Relationships>"

    private func workbookPart() -> String {
        let entries = sheets.enumerated().map { index, sheet in
            #"<sheet name="\#(XMLText.escaped(sheet.name))" sheetId="\#(index + 1)" r:id="rId\#(index + 1)"/>"#
        }
        return Self.declaration
            + #"<workbook xmlns="\#(Self.mainNamespace)" xmlns:r="\#(Self.relationshipsNamespace)">"#
            + #"<bookViews><workbookView activeTab="0"/></bookViews>"#
            + "<sheets>" + entries.joined() + "</sheets>"
            + "</workbook>"
    }

    private func workbookRelationships() -> String {
        let worksheetType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"
        let stylesType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles"
        let sheetEntries = sheets.indices.map { index in
            #"<Relationship Id="rId\#(index + 1)" Type="\#(worksheetType)" "#
                + #"Target="worksheets/sheet\#(index + 1).xml"/>"#
        }
        return Self.declaration
            + #"<Relationships xmlns="\#(Self.packageRelationshipsNamespace)">"#
            + sheetEntries.joined()
            + #"<Relationship Id="rId\#(sheets.count + 1)" Type="\#(stylesType)" Target="styles.xml"/>"#
            + "</Relationships>"
    }

    /// Two cell formats: 0 the default, 1 bold (for the header row).
    static let styles =
        declaration
        + #"<styleSheet xmlns="\#(mainNamespace)">"#
        + #"<fonts count="2">"#
        + #"<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>"#
        + #"<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>"#
        + "</fonts>"
        + #"<fills count="2"><fill><patternFill patternType="none"/></fill>"#
        + #"<fill><patternFill patternType="gray125"/></fill></fills>"#
        + #"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#
        + #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#
        + #"<cellXfs count="2">"#
        + #"<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"#
        + #"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#
        + "</cellXfs>"
        + #"<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>"#
        + "</styleSheet>"
}
