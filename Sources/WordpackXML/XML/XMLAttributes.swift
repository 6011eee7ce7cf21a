import CLibXML2

/// An element's local name, NUL-terminated, as libxml2 interned it.
package struct XMLName {
    package let bytes: UnsafePointer<UInt8>

    /// Whether the name is `literal` (ASCII).
    package func `is`(_ literal: StaticString) -> Bool {
        let expected = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount where bytes[index] != expected[index] { return false }
        return bytes[literal.utf8CodeUnitCount] == 0
    }
}

/// The attributes of an element: libxml2's array of (local name, prefix, URI, value start, value end).
package struct XMLAttributes {
    let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int
    /// The parser's context, valid during the call that hands the attributes on.
    let context: xmlParserCtxtPtr?

    /// The raw value of the first attribute with this local name. Character and entity references in it
    /// (`&amp;`) may still be written out: see `containsReference`, or use `string(_:)`.
    package func bytes(_ localName: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard let base else { return nil }
        for index in 0..<count {
            guard let name = base[index * 5], XMLName(bytes: name).is(localName),
                let start = base[index * 5 + 3], let end = base[index * 5 + 4]
            else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// The value of the first attribute with this local name, as `XMLStreamReader.attribute` gives it.
    package func string(_ localName: StaticString) -> String? {
        bytes(localName).map(string)
    }

    /// Calls `found` with the place in `names` and the value (as `string(_:)` gives it) of each of `names` the
    /// element has, the first attribute of that local name (and namespace URI, where `names` gives one), from one
    /// walk over the attributes that makes a text only of the values found: an ODS cell is asked ten.
    package func values(_ names: [XMLAttributeName], _ found: (Int, String) -> Void) {
        precondition(names.count <= Int.bitWidth, "at most \(Int.bitWidth) names at once")
        guard let base else { return }
        var seen = 0  // a bit per name found
        for attribute in 0..<count {
            guard let localName = base[attribute * 5], let start = base[attribute * 5 + 3],
                let end = base[attribute * 5 + 4]
            else { continue }
            let name = XMLName(bytes: localName)
            for index in names.indices where seen & (1 << index) == 0 && name.is(names[index].localName) {
                if let namespace = names[index].namespace {
                    guard let uri = base[attribute * 5 + 2], XMLName(bytes: uri).is(namespace) else { continue }
                }
                seen |= 1 << index
                found(index, string(UnsafeBufferPointer(start: start, count: end - start)))
                break
            }
        }
    }

    /// A raw value with its character and entity references replaced.
    private func string(_ value: UnsafeBufferPointer<UInt8>) -> String {
        Self.containsReference(value)
            ? XMLPushParser.decoded(value, context: context) : String(decoding: value, as: UTF8.self)
    }

    /// Whether a raw value holds a character or entity reference (`&amp;`, `&#115;`), which `string(_:)` replaces.
    package static func containsReference(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        value.contains(UInt8(ascii: "&"))
    }
}

/// An attribute `XMLAttributes.values(_:_:)` looks for: its local name (ASCII, any prefix), and the namespace URI
/// that picks it among attributes sharing the name (`office:value-type`, `calcext:value-type`), if any.
package struct XMLAttributeName: Sendable {
    let localName: StaticString
    let namespace: StaticString?

    package init(_ localName: StaticString, namespace: StaticString? = nil) {
        self.localName = localName
        self.namespace = namespace
    }
}
