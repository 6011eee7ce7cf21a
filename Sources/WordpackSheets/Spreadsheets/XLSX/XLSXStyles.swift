import WordpackXML

/// The number format of each cell style of an XLSX workbook (`xl/styles.xml`), by the index a cell's `s` names.
enum XLSXStyles {
    static func numberFormats(_ reader: XMLStreamReader) throws -> [NumberFormat] {
        var customCodes: [Int: String] = [:]
        var formatIDs: [Int] = []
        var inCellFormats = false
        while try reader.read() {
            switch (reader.nodeType, reader.localName) {
            case (.element, "numFmt"):
                if let id = reader.attribute("numFmtId").flatMap({ Int($0) }), let code = reader.attribute("formatCode")
                {
                    customCodes[id] = code
                }
            case (.element, "cellXfs"):
                inCellFormats = !reader.isEmptyElement
            case (.endElement, "cellXfs"):
                inCellFormats = false
            case (.element, "xf") where inCellFormats:
                formatIDs.append(reader.attribute("numFmtId").flatMap { Int($0) } ?? 0)
            default:
                break
            }
        }
        return formatIDs.map { id in customCodes[id].map(NumberFormat.init(code:)) ?? NumberFormat.builtIn(id) }
    }
}
