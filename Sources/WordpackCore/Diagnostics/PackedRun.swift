/// Warnings kept as their packed bytes (`Diagnostic.packedBytes`), deflated, as the build folder remembers them,
/// and read a finding at a time where they are reported (`CheckedFindings`): a check carries a language's
/// remembered 100,000 warnings from the build folder to the console and the build stamp without holding them as
/// values (two such languages were 52 MB of a one-row edit's 192 MB at 100,000 words × 30 languages; packed, 29
/// MB; deflated, a tenth of that).
///
/// Only warnings in place order are kept so: an error is what other steps look at (the kinds' checks, a
/// release's refusal), and a run is merged in by place, not sorted.
package struct PackedRun: Sendable {
    /// `Diagnostic.packedBytes` of the findings, deflated.
    package let deflated: DeflatedBytes
    /// The findings of the text left out of the run (by position in it): taken as values (`split(at:)`).
    private let leftOut: Set<Int>
    /// How many findings it holds.
    package let count: Int
    /// How many of them are said again at one place (`Diagnostic.withoutRepeats` leaves them out).
    package let repeats: Int
    /// The place of its first finding and of its last.
    package let first: Location
    package let last: Location
    /// The files its findings are at, in order.
    package let files: [String]

    /// The findings of `text` (`Diagnostic.packed`); nil when it is not packed findings, holds none, or holds an
    /// error, a finding before the one before it (`Diagnostic.sorted`), or one that `keeping` refuses. Each
    /// finding is read once here, and made into a value again each time the run is read.
    package init?(_ text: String, keeping: (Diagnostic) -> Bool) {
        var text = text
        guard
            let (deflated, summary) = text.withUTF8({ bytes in
                Self.summary(of: bytes, keeping: keeping).map { (DeflatedBytes(deflating: bytes), $0) }
            })
        else { return nil }
        self.init(deflated: deflated, leftOut: [], summary: summary)
    }

    /// `init(_:keeping:)` of the text `deflated` inflates to; nil as well when it does not inflate.
    package init?(deflated: DeflatedBytes, keeping: (Diagnostic) -> Bool) {
        guard let bytes = deflated.inflated() else { return nil }
        self.init(deflated: deflated, inflated: bytes, keeping: keeping)
    }

    /// `init(deflated:keeping:)` of bytes already inflated (`inflated`, what `deflated` inflates to).
    package init?(deflated: DeflatedBytes, inflated bytes: [UInt8], keeping: (Diagnostic) -> Bool) {
        guard let summary = bytes.withUnsafeBufferPointer({ Self.summary(of: $0, keeping: keeping) }) else {
            return nil
        }
        self.init(deflated: deflated, leftOut: [], summary: summary)
    }

    private init?(deflated: DeflatedBytes, leftOut: Set<Int>, summary: Summary) {
        guard let first = summary.first, let last = summary.last else { return nil }
        self.deflated = deflated
        self.leftOut = leftOut
        count = summary.count
        repeats = summary.repeats
        self.first = first
        self.last = last
        files = summary.files
    }

    /// What is known of the findings of `bytes`; nil when they are not packed findings, or one is an error, out of
    /// place order or refused by `keeping`.
    private static func summary(of bytes: UnsafeBufferPointer<UInt8>, keeping: (Diagnostic) -> Bool) -> Summary? {
        var summary = Summary()
        var reader = PackedFindingsReader()
        var position = 0
        while let finding = reader.next(in: bytes, at: &position) {
            guard finding.severity == .warning, keeping(finding),
                summary.last.map({ !Diagnostic.precedes(finding.location, $0) }) ?? true
            else { return nil }
            summary.add(finding)
        }
        return position == bytes.count ? summary : nil
    }

    /// What is known of a run's findings once each is read.
    private struct Summary {
        var count = 0
        var repeats = 0
        var files: [String] = []
        var first: Location?
        var last: Location? { atPlace.last?.location }
        /// The findings at the place of the last one.
        private var atPlace: [Diagnostic] = []

        mutating func add(_ finding: Diagnostic) {
            if files.last != finding.location.file { files.append(finding.location.file) }
            if last != finding.location { atPlace.removeAll(keepingCapacity: true) }
            if atPlace.contains(finding) { repeats += 1 }
            atPlace.append(finding)
            first = first ?? finding.location
            count += 1
        }
    }

    /// The run without its findings at `places`, and those findings, in order: each to be sorted with the
    /// findings held as values at those places, in the order they were gathered in. Nil for a run of none left.
    package func split(at places: Set<Location>) -> (run: PackedRun?, taken: [Diagnostic]) {
        var cursor = Cursor(self)
        var leftOut = self.leftOut
        var taken: [Diagnostic] = []
        var summary = Summary()
        while let (position, finding) = cursor.currentAndPosition {
            if places.contains(finding.location) {
                leftOut.insert(position)
                taken.append(finding)
            } else {
                summary.add(finding)
            }
            cursor.advance()
        }
        guard !taken.isEmpty else { return (self, []) }
        return (PackedRun(deflated: deflated, leftOut: leftOut, summary: summary), taken)
    }

    /// The findings as values.
    package var findings: [Diagnostic] {
        var findings: [Diagnostic] = []
        findings.reserveCapacity(count)
        for finding in self { findings.append(finding) }
        return findings
    }

    /// A place in a run: its finding there (nil past the end), and the way to the next. The run's bytes are
    /// inflated while it is read.
    struct Cursor {
        private let bytes: [UInt8]
        private let leftOut: Set<Int>
        private var reader = PackedFindingsReader()
        private var position = 0
        /// The position of the current finding in the text's findings.
        private var index = -1
        private(set) var current: Diagnostic?

        init(_ run: PackedRun) {
            // Inflated and read when it was made: it inflates the same now.
            bytes = run.deflated.inflated() ?? []
            leftOut = run.leftOut
            advance()
        }

        var currentAndPosition: (Int, Diagnostic)? {
            current.map { (index, $0) }
        }

        mutating func advance() {
            var (reader, position) = (self.reader, self.position)
            repeat {
                current = bytes.withUnsafeBufferPointer { reader.next(in: $0, at: &position) }
                index += 1
            } while current != nil && leftOut.contains(index)
            (self.reader, self.position) = (reader, position)
        }
    }
}

extension PackedRun: Sequence {
    /// The findings, one at a time.
    package struct Iterator: IteratorProtocol {
        private var cursor: Cursor

        init(_ run: PackedRun) {
            cursor = Cursor(run)
        }

        package mutating func next() -> Diagnostic? {
            defer { cursor.advance() }
            return cursor.current
        }
    }

    package func makeIterator() -> Iterator {
        Iterator(self)
    }

    package var underestimatedCount: Int { count }
}
