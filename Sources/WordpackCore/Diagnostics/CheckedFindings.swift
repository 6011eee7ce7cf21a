/// What a check found, in the order it reports it: the findings held as values (`listed`: its first `leading`
/// first, the rest in place order), and runs of remembered warnings (`PackedRun`) merged in by place as they are
/// read (`forEachPiece`). It reads as all of them sorted together would (`Diagnostic.sorted`, then
/// `Diagnostic.withoutRepeats`): no run has a finding at the place of a listed one, and no two runs' places
/// overlap (the check makes sure of it, or holds the runs as values: `GatheredFindings.keepRunsApart`), and a
/// finding said twice at one place is said once. So its count and its errors are known without reading the runs,
/// and the runs are read one at a time.
package struct CheckedFindings: Sendable {
    package let listed: [Diagnostic]
    /// How many of `listed` come before all the rest, whatever their places (`MissingList`'s).
    package let leading: Int
    /// In place order: each run's findings all come before the next's.
    package let runs: [PackedRun]

    package init(listed: [Diagnostic], leading: Int = 0, runs: [PackedRun] = []) {
        self.listed = listed
        self.leading = leading
        self.runs = runs.sorted { Diagnostic.precedes($0.first, $1.first) }
        precondition(
            zip(self.runs, self.runs.dropFirst()).allSatisfy { Diagnostic.precedes($0.last, $1.first) },
            "runs of packed warnings whose places overlap (GatheredFindings.keepRunsApart keeps them apart)")
    }

    /// How many findings there are.
    package var count: Int {
        listed.count + runs.reduce(0) { $0 + $1.count - $1.repeats }
    }

    /// The errors, in order: a run holds warnings only.
    package var errors: [Diagnostic] {
        listed.errors
    }

    /// How many findings `forEachPiece` hands on at once, but for the last piece: as many as a build stamp packs at
    /// once (`BuildStamp.findingsPackedAtOnce`), so that its bytes are those of the findings packed in one go.
    package static let pieceSize = 4096

    /// Hands the findings on in order, `pieceSize` at a time: the runs' are made into values a piece at a time.
    package func forEachPiece(_ body: ([Diagnostic]) throws -> Void) rethrows {
        var piece: [Diagnostic] = []
        var findings = makeIterator()
        while let finding = findings.next() {
            if piece.isEmpty { piece.reserveCapacity(Self.pieceSize) }
            piece.append(finding)
            guard piece.count == Self.pieceSize else { continue }
            try body(piece)
            piece = []
        }
        if !piece.isEmpty { try body(piece) }
    }

    /// The findings as values, in order.
    package var all: [Diagnostic] {
        guard !runs.isEmpty else { return listed }
        var all: [Diagnostic] = []
        all.reserveCapacity(listed.count + runs.reduce(0) { $0 + $1.count })
        for finding in self { all.append(finding) }
        return all
    }
}

extension CheckedFindings: Sequence {
    package struct Iterator: IteratorProtocol {
        private let listed: [Diagnostic]
        private let leading: Int
        /// The position in `listed` of the next listed finding.
        private var position: Int
        private var runs: RunMerge

        init(_ findings: CheckedFindings) {
            listed = findings.listed
            leading = findings.leading
            position = 0
            runs = RunMerge(findings.runs)
        }

        package mutating func next() -> Diagnostic? {
            // The leading listed findings, then by place: a listed finding first at one place (the check leaves
            // none there).
            if position < listed.count,
                position < leading
                    || runs.current.map({ !Diagnostic.precedes($0.location, listed[position].location) }) ?? true
            {
                position += 1
                return listed[position - 1]
            }
            guard let finding = runs.current else { return nil }
            runs.advance()
            return finding
        }
    }

    package func makeIterator() -> Iterator {
        Iterator(self)
    }
}

/// Runs read one after the other, in place order (`CheckedFindings.runs`): each is read (and inflated) alone; a
/// finding said at one place already is passed over.
private struct RunMerge {
    private var runs: ArraySlice<PackedRun>
    private var cursor: PackedRun.Cursor?
    /// The findings handed on at the place of the last one.
    private var atPlace: [Diagnostic] = []
    /// The next finding; nil when every run is read.
    private(set) var current: Diagnostic?

    init(_ runs: [PackedRun]) {
        self.runs = runs[...]
        advance()
    }

    mutating func advance() {
        while let finding = take() {
            if let last = atPlace.last, last.location == finding.location {
                if atPlace.contains(finding) { continue }
            } else {
                atPlace.removeAll(keepingCapacity: true)
            }
            atPlace.append(finding)
            current = finding
            return
        }
        current = nil
    }

    /// The next finding of the run being read, or of the next run.
    private mutating func take() -> Diagnostic? {
        while true {
            if let finding = cursor?.current {
                cursor?.advance()
                return finding
            }
            guard let next = runs.popFirst() else { return nil }
            cursor = PackedRun.Cursor(next)
        }
    }
}

/// A check's findings as it gathers them, before they are sorted: values, and packed runs (`PackedRun`), each
/// with how many of the values were gathered before it.
package struct GatheredFindings: Sendable {
    package var findings: [Diagnostic]
    package var runs: [(before: Int, run: PackedRun)]

    package init(_ findings: [Diagnostic] = [], runs: [(before: Int, run: PackedRun)] = []) {
        self.findings = findings
        self.runs = runs
    }

    /// Puts `more` before everything gathered.
    package mutating func prepend(_ more: [Diagnostic]) {
        findings.insert(contentsOf: more, at: 0)
        for index in runs.indices { runs[index].before += more.count }
    }

    /// Every finding as a value, in the order gathered.
    package var allValues: [Diagnostic] {
        guard !runs.isEmpty else { return findings }
        var all: [Diagnostic] = []
        all.reserveCapacity(findings.count + runs.reduce(0) { $0 + $1.run.count })
        var taken = 0
        for (before, run) in runs {
            all += findings[taken..<before]
            taken = before
            all += run
        }
        all += findings[taken...]
        return all
    }

    /// Takes as values, where they were gathered, what of the runs may be at a place of a value or of another
    /// run's finding: then the runs can be merged in by place, and counted without being read
    /// (`CheckedFindings`). Two runs whose places overlap (compared by their first and last: each list's rows in a
    /// sheet of their own) are taken whole; a run's findings at a place of a value, alone (a word copied from the
    /// reference language that the spelling check also finds: two findings at one place keep the order they were
    /// gathered in).
    package mutating func keepRunsApart() {
        takeAsValues(overlappingRuns)
        let files = Set(runs.lazy.flatMap(\.run.files))
        let places = Set(findings.lazy.filter { files.contains($0.location.file) }.map(\.location))
        guard !places.isEmpty else { return }
        rebuild { run, values, kept in
            let (rest, taken) = run.split(at: places)
            values += taken
            if let rest { kept.append((values.count, rest)) }
        }
    }

    /// The runs (positions in `runs`) whose first and last places overlap another run's.
    var overlappingRuns: Set<Int> {
        var overlapping: Set<Int> = []
        let byFirst = runs.indices.sorted { Diagnostic.precedes(runs[$0].run.first, runs[$1].run.first) }
        // Each run against the run before it that ends last (which it overlaps if it overlaps any).
        var latest: Int?
        for index in byFirst {
            if let before = latest, !Diagnostic.precedes(runs[before].run.last, runs[index].run.first) {
                overlapping.formUnion([before, index])
            }
            if latest.map({ Diagnostic.precedes(runs[$0].run.last, runs[index].run.last) }) ?? true { latest = index }
        }
        return overlapping
    }

    /// Takes the runs at `positions` as values, where they were gathered.
    mutating func takeAsValues(_ positions: Set<Int>) {
        guard !positions.isEmpty else { return }
        var position = 0
        rebuild { run, values, kept in
            if positions.contains(position) {
                values += run
            } else {
                kept.append((values.count, run))
            }
            position += 1
        }
    }

    /// The values and runs made again, each run in turn handing what it adds to the values and the runs kept.
    private mutating func rebuild(
        _ each: (PackedRun, inout [Diagnostic], inout [(before: Int, run: PackedRun)]) -> Void
    ) {
        var values: [Diagnostic] = []
        values.reserveCapacity(findings.count)
        var kept: [(before: Int, run: PackedRun)] = []
        var taken = 0
        for (before, run) in runs {
            values += findings[taken..<before]
            taken = before
            each(run, &values, &kept)
        }
        values += findings[taken...]
        findings = values
        runs = kept
    }
}
