/// One name's latest result and the key it was worked out for.
struct LatestResult<T: Codable>: Codable {
    var key: String
    var value: T
}

extension LatestResult: OwnJSON where T: OwnJSON {
    func writeJSON(into bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"key":"#.utf8)
        var key = key
        key.withUTF8 { Self.appendQuoted($0, to: &bytes) }
        bytes.append(contentsOf: #","value":"#.utf8)
        value.writeJSON(into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}

extension RememberedInspections {
    /// The result remembered for `name` when it was worked out for the same `key`, or `compute()`'s, which then
    /// replaces it: one result per name, however often its inputs change (a language's spelling check, whose
    /// key changes with every edit of its sheet, would otherwise pile up a copy of its findings per edit).
    /// Not shared, and not counted among the media files inspected.
    package func latest<T: Codable>(kind: String, name: String, key: String, _ compute: () -> T) -> T {
        let known = lock.withLock { () -> T? in
            let entry = results(kind, of: LatestResult<T>.self).values[name]
            return entry?.key == key ? entry?.value : nil
        }
        if let known { return known }
        let value = compute()
        lock.withLock {
            let results = results(kind, of: LatestResult<T>.self)
            results.values[name] = LatestResult(key: key, value: value)
            results.changed = true
        }
        return value
    }
}
