import Testing
import WordpackCore

/// A check's findings with runs of remembered warnings kept packed read as the same findings all held as values,
/// sorted and said once, would.
@Suite struct CheckedFindingsTests {
    static func warning(_ file: String, _ row: Int, _ message: String = "same as en") -> Diagnostic {
        .warning(at: Location(file: file, sheet: "Words", row: row, column: "C"), message)
    }

    static func run(_ findings: [Diagnostic]) throws -> PackedRun {
        try #require(PackedRun(Diagnostic.packed(findings), keeping: { _ in true }))
    }

    @Test func runsAreMergedInByPlaceAfterTheLeadingFindingsAndSaidOnce() throws {
        let leading = Diagnostic.error(at: Location(file: "pipeline.json"), "the list “Birds” is not there")
        let values = [
            Self.warning("a.csv", 4), .error(at: Location(file: "c.csv", sheet: "Words", row: 1, column: "B"), "bad"),
        ]
        let first = [
            Self.warning("b.csv", 1), Self.warning("b.csv", 2), Self.warning("b.csv", 2),
            Self.warning("b.csv", 2, "two spaces"), Self.warning("b.csv", 7),
        ]
        let second = [Self.warning("d.csv", 1), Self.warning("d.csv", 3)]
        let checked = CheckedFindings(
            listed: [leading] + values, leading: 1, runs: [try Self.run(first), try Self.run(second)])
        let expected = [leading] + Diagnostic.withoutRepeats(Diagnostic.sorted(values + first + second))
        #expect(Array(checked) == expected)
        #expect(checked.all == expected)
        #expect(checked.count == expected.count)
        #expect(checked.errors == expected.filter { $0.severity == .error })
        var pieces: [[Diagnostic]] = []
        checked.forEachPiece { pieces.append($0) }
        #expect(pieces == [expected])
    }

    @Test func aRunHoldsWarningsInPlaceOrderThatItIsAskedToKeepOnly() throws {
        let ordered = [Self.warning("b.csv", 1), Self.warning("b.csv", 2)]
        let run = try Self.run(ordered)
        #expect(run.findings == ordered)
        #expect(run.count == 2 && run.repeats == 0 && run.files == ["b.csv"])
        #expect(run.first == ordered[0].location && run.last == ordered[1].location)
        #expect(PackedRun(Diagnostic.packed(ordered.reversed()), keeping: { _ in true }) == nil)
        #expect(PackedRun(Diagnostic.packed(ordered), keeping: { $0.location.row != 2 }) == nil)
        let error = Diagnostic.error(at: Location(file: "b.csv"), "bad")
        #expect(PackedRun(Diagnostic.packed([error]), keeping: { _ in true }) == nil)
        #expect(PackedRun(Diagnostic.packed([]), keeping: { _ in true }) == nil)
        #expect(PackedRun("not packed", keeping: { _ in true }) == nil)
    }

    @Test func whatOfARunMayShareAPlaceIsTakenAsValuesWhereItWasGathered() throws {
        let run = try Self.run([Self.warning("b.csv", 2), Self.warning("b.csv", 5)])
        var apart = GatheredFindings([Self.warning("a.csv", 1), Self.warning("b.csv", 9)], runs: [(1, run)])
        #expect(apart.allValues == [Self.warning("a.csv", 1)] + run.findings + [Self.warning("b.csv", 9)])
        apart.keepRunsApart()
        #expect(apart.runs.count == 1 && apart.runs[0].before == 1 && apart.findings.count == 2)
        // A value at a place of the run (row 5): the run's finding there is taken as a value, gathered before it.
        let later = try Self.run([Self.warning("c.csv", 1)])
        let value = Self.warning("b.csv", 5, "two spaces")
        var meeting = GatheredFindings([value], runs: [(0, run), (1, later)])
        let all = Diagnostic.sorted(meeting.allValues)
        meeting.keepRunsApart()
        #expect(meeting.findings == [Self.warning("b.csv", 5), value])
        #expect(meeting.runs.map(\.before) == [1, 2])
        #expect(meeting.runs.map(\.run.findings) == [[Self.warning("b.csv", 2)], later.findings])
        #expect(meeting.runs[0].run.count == 1 && meeting.runs[0].run.last == Self.warning("b.csv", 2).location)
        let checked = CheckedFindings(listed: Diagnostic.sorted(meeting.findings), runs: meeting.runs.map(\.run))
        #expect(checked.all == all)
        #expect(checked.count == all.count)
        // Runs whose places overlap (rows 2 to 5, 4, and 1 to 3 of a run before them) are taken whole.
        let inside = try Self.run([Self.warning("b.csv", 4)])
        let early = try Self.run([Self.warning("b.csv", 1), Self.warning("b.csv", 3)])
        let next = try Self.run([Self.warning("b.csv", 6)])
        var overlapping = GatheredFindings(runs: [(0, run), (0, inside), (0, early), (0, next)])
        overlapping.keepRunsApart()
        #expect(overlapping.findings == run.findings + inside.findings + early.findings)
        #expect(overlapping.runs.map(\.before) == [5] && overlapping.runs[0].run.findings == next.findings)
    }

    @Test func aRunIsKeptDeflatedAndReadBackFromItsBytesAlone() throws {
        let warnings = (1...300).map { Self.warning("b.csv", $0) }
        let run = try Self.run(warnings)
        #expect(run.deflated.size == Diagnostic.packedBytes(warnings).count)
        #expect(run.deflated.bytes.count * 4 < run.deflated.size)
        let again = try #require(PackedRun(deflated: run.deflated, keeping: { _ in true }))
        #expect(again.findings == warnings && again.count == 300)
        // Bytes that do not inflate to what they claim are no run: not of that size, cut, or claiming far more
        // than packed bytes ever need (the build folder is read as any other input).
        let bytes = run.deflated.bytes
        for damaged in [
            DeflatedBytes(bytes: bytes, size: run.deflated.size + 1),
            DeflatedBytes(bytes: Array(bytes.prefix(bytes.count / 2)), size: run.deflated.size),
            DeflatedBytes(bytes: bytes, size: Int.max), DeflatedBytes(bytes: bytes, size: -1),
        ] {
            #expect(damaged.inflated() == nil)
            #expect(PackedRun(deflated: damaged, keeping: { _ in true }) == nil)
        }
    }
}
