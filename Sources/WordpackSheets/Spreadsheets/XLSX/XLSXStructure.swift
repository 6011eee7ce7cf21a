import Foundation
import WordpackCore
import WordpackXML

/// What an XLSX package's workbook part and its relationships say: the sheets in workbook order,
/// where each one's cells are, and where the shared strings and styles are.
struct XLSXStructure {
    struct Sheet {
        var name: String
        /// The ZIP path of the worksheet part, such as `xl/worksheets/sheet1.xml`.
        var part: String
    }

    package var sheets: [Sheet] = []
    var dates = DateSystem.from1900
    var sharedStringsPart: String?
    var stylesPart: String?

    package init(_ package: ZippedSpreadsheet) throws {
        let file = Location(file: package.displayPath)
        let workbookPart = try Self.workbookPart(package)
        guard package.partPaths.contains(workbookPart) else { throw Self.notAWorkbook(package) }
        let folder = Self.folder(of: workbookPart)
        let relationshipsPart = folder + "_rels/" + workbookPart.dropFirst(folder.count) + ".rels"
        guard package.partPaths.contains(relationshipsPart) else {
            throw FileProblem(
                file,
                "is damaged: its list of sheets has no contents (\(relationshipsPart) is missing). \(package.kind.saveAgain)"
            )
        }
        let relationships = try package.read(part: relationshipsPart, location: file, Self.relationships)
        var dates = DateSystem.from1900
        let listed = try package.read(part: workbookPart, location: file) { reader in try Self.sheetList(reader, &dates)
        }
        self.dates = dates

        for (name, relationshipID) in listed {
            guard let relationship = relationships[relationshipID] else {
                throw FileProblem(
                    Location(file: package.displayPath, sheet: name),
                    "is damaged: the workbook lists this sheet but not where its cells are. \(package.kind.saveAgain)")
            }
            // Chart sheets, dialog sheets and macro sheets hold no cells: they are not sheets to read.
            guard relationship.type == "worksheet" else { continue }
            let part = Self.resolve(relationship.target, in: folder)
            guard package.partPaths.contains(part) else {
                throw FileProblem(
                    Location(file: package.displayPath, sheet: name),
                    "is damaged: this sheet's cells (\(part)) are missing from the file. \(package.kind.saveAgain)")
            }
            sheets.append(Sheet(name: name, part: part))
        }
        let byType = Dictionary(relationships.values.map { ($0.type, Self.resolve($0.target, in: folder)) }) {
            first, _ in first
        }
        sharedStringsPart = [byType["sharedStrings"], folder + "sharedStrings.xml"]
            .compactMap { $0 }.first(where: package.partPaths.contains)
        stylesPart = [byType["styles"], folder + "styles.xml"]
            .compactMap { $0 }.first(where: package.partPaths.contains)
    }

    /// The workbook part named by the package's `_rels/.rels`, or the usual `xl/workbook.xml`.
    private static func workbookPart(_ package: ZippedSpreadsheet) throws -> String {
        guard package.partPaths.contains("_rels/.rels") else { return "xl/workbook.xml" }
        let relationships = try package.read(
            part: "_rels/.rels", location: Location(file: package.displayPath), relationships)
        let document = relationships.values.first { $0.type == "officeDocument" }
        return document.map { resolve($0.target, in: "") } ?? "xl/workbook.xml"
    }

    private static func notAWorkbook(_ package: ZippedSpreadsheet) -> FileProblem {
        let file = Location(file: package.displayPath)
        if package.partPaths.contains("content.xml") {
            return FileProblem(file, "is named .xlsx but is an OpenDocument spreadsheet. Rename it to .ods.")
        }
        return FileProblem(
            file, "\(package.kind.namedButNot): it is a ZIP archive with no workbook inside. \(package.kind.saveAs)")
    }

    /// A relationship's type is compared by its last path component (`worksheet`), which is the
    /// same in transitional and strict files.
    struct Relationship {
        var type: String
        var target: String
    }

    /// The relationships of a `.rels` part by their `Id`; links to outside files are left out.
    private static func relationships(_ reader: XMLStreamReader) throws -> [String: Relationship] {
        var relationships: [String: Relationship] = [:]
        while try reader.read() {
            guard reader.nodeType == .element, reader.localName == "Relationship",
                let id = reader.attribute("Id"), let type = reader.attribute("Type"),
                let target = reader.attribute("Target"), reader.attribute("TargetMode") != "External"
            else { continue }
            let shortType = type.split(separator: "/").last.map(String.init) ?? type
            relationships[id] = Relationship(type: shortType, target: target)
        }
        return relationships
    }

    /// The `<sheet name r:id>` elements of the workbook part, in order; also reads the date system.
    private static func sheetList(_ reader: XMLStreamReader, _ dates: inout DateSystem) throws -> [(String, String)] {
        var sheets: [(String, String)] = []
        while try reader.read() {
            guard reader.nodeType == .element else { continue }
            switch reader.localName {
            case "workbookPr":
                if let value = reader.attribute("date1904"), value == "1" || value == "true" { dates = .from1904 }
            case "sheet":
                if let name = reader.attribute("name"), let id = reader.attribute("id") { sheets.append((name, id)) }
            case "definedNames", "calcPr", "extLst":
                return sheets  // the sheet list is behind us
            default:
                break
            }
        }
        return sheets
    }

    /// `xl/` for `xl/workbook.xml`.
    private static func folder(of part: String) -> String {
        guard let slash = part.lastIndex(of: "/") else { return "" }
        return String(part[...slash])
    }

    /// The ZIP path of a relationship target: relative to `folder`, or absolute when it starts with `/`.
    package static func resolve(_ target: String, in folder: String) -> String {
        let decoded = target.removingPercentEncoding ?? target
        let path = decoded.hasPrefix("/") ? String(decoded.dropFirst()) : folder + decoded
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }
}
