import WordpackSheets

/// Where an import finds a unit of a file a converter made from wordpack's (translate-toolkit's `xliff2po`
/// drops the unit's id and list, keeping its notes and location; `po2xliff -t` puts the units in a `<file>` of
/// its own): as written, at the list and id it was found to be, or nowhere.
package enum ConvertedUnitPlace: Equatable, Sendable {
    case asWritten
    case found(list: String, id: String)
    case notFound
}

/// Finds a unit's place from what a converter kept of it: the list its `<file>` names (nil for a PO entry
/// without msgctxt) and the unit (its source, `firstNote` and `locations`).
package typealias ConvertedUnitFinder = (_ list: String?, _ unit: XLIFFDocument.Unit) -> ConvertedUnitPlace
