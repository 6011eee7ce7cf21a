import WordpackSheets

/// What a translation tool is given: an XLIFF file (in a version) or a gettext PO file.
package enum TranslationFileFormat: Equatable, Sendable {
    case xliff(XLIFFVersion)
    case po

    /// The command that writes it, and the one that brings it back.
    var exportCommand: String { self == .po ? "export-po" : "export-xliff" }
    var importCommand: String { self == .po ? "import-po" : "import-xliff" }
    var fileExtension: String { self == .po ? "po" : "xliff" }
    var name: String {
        switch self {
        case .xliff(let version): return "XLIFF \(version.rawValue)"
        case .po: return "PO"
        }
    }
}
