import Foundation

/// The entries of a remembered-results file (a JSON object of results by key), each kept as its JSON text until it
/// is asked for (then decoded) or replaced: a run that asks for a few entries of a file of hundreds decodes
/// those, and saving writes back the text of every entry it did not replace as it was read, encoding only the new
/// ones (a language's findings file holds 100,000 findings that one list's edit leaves as they were).
///
/// An entry read is not kept decoded: whoever asked keeps what it needs of it (a language's findings are put
/// together from its lists' parts, and the parts held here too were 18 MB of a one-row edit's peak at 100,000
/// words × 30 languages). An entry asked for again is decoded again, from the file read again if `text` was let
/// go of meanwhile.
struct RememberedValues<T: Codable> {
    /// The file's bytes, and where each entry's value lies in them.
    private var text = Data()
    private var stored: [String: Range<Int>] = [:]
    /// The file they were read from, and its stamp then: once every entry is decoded, `text` is let go of and the
    /// file read again when saved, or when an entry is asked for again (a findings file can be tens of megabytes,
    /// held beside its findings).
    private var file: (url: URL, stamp: FileStamp)?
    /// The entries of `stored` decoded at least once, and how many are not yet.
    private var decoded: Set<String> = []
    private var undecoded = 0
    /// Entries set.
    private var values: [String: T] = [:]
    /// Keys whose value was set (not read): encoded when saved.
    private var replaced: Set<String> = []

    /// No entries.
    package init() {}

    /// The entries of `text` (a JSON object); none when it is not one. `file`: where `text` was read from, with its
    /// stamp then.
    package init(text: Data, file: (url: URL, stamp: FileStamp)? = nil) {
        guard let stored = JSONObjectEntries.ranges(in: text) else { return }
        self.text = text
        self.stored = stored
        self.file = file
        undecoded = stored.count
    }

    /// The entries of the file at `url`; none when it cannot be read or is not one JSON object.
    package init(contentsOf url: URL) {
        guard let stamp = FileStamp(path: url.path), let text = try? Data(contentsOf: url),
            FileStamp(path: url.path) == stamp
        else {
            self.init()
            return
        }
        self.init(text: text, file: (url, stamp))
    }

    /// `key` decoded (or dropped): once every entry of `stored` is, `text` is let go of when it can be read again
    /// (once: read again, it is kept).
    private mutating func decodedOne(_ key: String) {
        guard decoded.insert(key).inserted else { return }
        undecoded -= 1
        if undecoded == 0, file != nil { text = Data() }
    }

    /// The file's bytes read again, when it is still as it was read (its stamp); nil otherwise.
    private func textAgain() -> Data? {
        guard let file, let again = try? Data(contentsOf: file.url), FileStamp(path: file.url.path) == file.stamp
        else { return nil }
        return again
    }

    package subscript(key: String) -> T? {
        mutating get {
            if let value = values[key] { return value }
            guard let range = stored[key] else { return nil }
            if text.isEmpty, let again = textAgain() { text = again }
            // An entry of another shape (written by another version), or of a file changed meanwhile, is as good
            // as none.
            guard range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex,
                let value = try? JSONDecoder().decode(T.self, from: text[range])
            else {
                stored[key] = nil
                decodedOne(key)
                return nil
            }
            decodedOne(key)
            return value
        }
        set {
            if stored[key] != nil { decodedOne(key) }
            values[key] = newValue
            stored[key] = nil
            if newValue != nil { replaced.insert(key) } else { replaced.remove(key) }
        }
    }

    /// Whether there is an entry for `key`, without decoding it.
    package func contains(_ key: String) -> Bool {
        values[key] != nil || stored[key] != nil
    }

    /// The object of every entry, keys sorted: each entry not replaced as its text was read, the others encoded.
    func encoded() throws -> Data {
        var data = Data()
        try write { data.append(contentsOf: $0) }
        return data
    }

    /// `encoded()`, handed to `append` a piece at a time (a file of 100,000 findings is not made twice in memory).
    package func write(_ append: (UnsafeRawBufferPointer) throws -> Void) throws {
        let encoder = JSONEncoder()
        // Slashes as they are: an escaped one sends the decoder down its slow path for the whole string, and
        // kept findings are long strings of paths.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The text let go of, read again; should the file have changed meanwhile (one run at a time holds the
        // project), only the entries set are written: the others are worked out again when next asked for.
        var text = self.text
        var stored = self.stored
        if text.isEmpty, !stored.isEmpty {
            if let again = textAgain() { text = again } else { stored = [:] }
        }
        var keys = Set(stored.keys).union(replaced).sorted()
        keys.removeAll { stored[$0] == nil && values[$0] == nil }
        for (index, key) in keys.enumerated() {
            var head = Data(index > 0 ? ",".utf8 : "{".utf8)
            head.append(try encoder.encode(key))
            head.append(UInt8(ascii: ":"))
            try head.withUnsafeBytes(append)
            if let range = stored[key] {
                try text[range].withUnsafeBytes(append)
            } else if let own = values[key] as? any OwnJSON {
                var bytes: [UInt8] = []
                own.writeJSON(into: &bytes)
                try bytes.withUnsafeBytes(append)
            } else if let value = values[key] {
                try encoder.encode(value).withUnsafeBytes(append)
            }
        }
        try Data(keys.isEmpty ? "{}".utf8 : "}".utf8).withUnsafeBytes(append)
    }
}

/// Where each entry of a JSON object lies in its text: read without decoding the values.
enum JSONObjectEntries {
    /// Each key (decoded) and the byte range of its value; nil when `text` is not one JSON object.
    static func ranges(in text: Data) -> [String: Range<Int>]? {
        text.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [String: Range<Int>]? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var scanner = Scanner(bytes: bytes, base: text.startIndex)
            return scanner.object()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The index in the `Data` of `bytes[0]`.
        let base: Int
        var at = 0

        init(bytes: UnsafeBufferPointer<UInt8>, base: Int) {
            self.bytes = bytes
            self.base = base
        }

        mutating func object() -> [String: Range<Int>]? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var entries: [String: Range<Int>] = [:]
            skipSpace()
            if take(UInt8(ascii: "}")) { return atEnd() ? entries : nil }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                let start = at
                guard skipValue() else { return nil }
                entries[key] = (base + start)..<(base + at)
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                return atEnd() ? entries : nil
            }
        }

        private mutating func atEnd() -> Bool {
            skipSpace()
            return at == bytes.count
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        private mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }

        /// A string at `at`, decoded (by the JSON decoder when it has escapes).
        private mutating func string() -> String? {
            let start = at
            guard skipString() else { return nil }
            let quoted = UnsafeBufferPointer(rebasing: bytes[start..<at])
            if !quoted.contains(UInt8(ascii: "\\")) {
                return String(decoding: UnsafeBufferPointer(rebasing: quoted.dropFirst().dropLast()), as: UTF8.self)
            }
            return try? JSONDecoder().decode(String.self, from: Data(quoted))
        }

        /// Past a string at `at` (its quotes included).
        private mutating func skipString() -> Bool {
            guard take(UInt8(ascii: "\"")) else { return false }
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""):
                    at += 1
                    return true
                case UInt8(ascii: "\\"): at += 2
                default: at += 1
                }
            }
            return false
        }

        /// Past one value at `at`: a string, an object or array (whatever it holds), or a number, true, false, null.
        private mutating func skipValue() -> Bool {
            guard at < bytes.count else { return false }
            switch bytes[at] {
            case UInt8(ascii: "\""):
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while at < bytes.count {
                    switch bytes[at] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            at += 1
                            return true
                        }
                    default: break
                    }
                    at += 1
                }
                return false
            default:
                let start = at
                while at < bytes.count,
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
                        .contains(bytes[at])
                {
                    at += 1
                }
                return at > start
            }
        }
    }
}
