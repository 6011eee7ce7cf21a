/// The element whose content a push handler passes over, as `XMLStreamReader.skipChildren()` did: the nodes inside
/// it and its own end are not handled.
package struct XMLSkipping {
    private var depth: Int?

    package init() {}

    /// Whether a node is inside the element passed over.
    package var isSkipping: Bool { depth != nil }

    /// Passes over the content of the element just begun at `depth`; nothing for one written `<x/>`.
    package mutating func skip(_ depth: Int, isEmpty: Bool) {
        if !isEmpty { self.depth = depth }
    }

    /// Whether the end of an element at `depth` is passed over: one inside the element, or its own end (after
    /// which nodes are handled again).
    package mutating func passes(endAt depth: Int) -> Bool {
        guard let skipped = self.depth else { return false }
        if depth == skipped { self.depth = nil }
        return true
    }
}
