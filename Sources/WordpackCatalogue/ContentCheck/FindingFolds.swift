import WordpackCore

/// How a check's findings, sorted by place, become what it says: each said once (`Diagnostic.withoutRepeats`),
/// then one sentence per cause (`MisplacedFile`, `MissingList`, `RenamedKey`, `UnbegunRecordings`), then XLIFF
/// units named (`XLIFFUnitNames`).
package enum FindingFolds {
    /// `sorted` folded, and how many of the result come first whatever their places (`MissingList`'s).
    package static func folded(_ sorted: [Diagnostic], catalogue: Catalogue) -> (findings: [Diagnostic], first: Int) {
        let once = Diagnostic.withoutRepeats(sorted)
        var (findings, first) = MissingList.foldedFirst(MisplacedFile.folded(once), catalogue: catalogue)
        let renamed = RenamedKey.edits(findings)
        first = renamed.kept(before: first)
        findings = renamed.applied(to: findings)
        let unbegun = UnbegunRecordings.edits(findings, catalogue: catalogue)
        first = unbegun.kept(before: first)
        findings = unbegun.applied(to: findings)
        return (XLIFFUnitNames.named(findings, catalogue: catalogue), first)
    }

    /// Whether a fold may change `finding`, leave it out or take it into another: only findings none of them
    /// may change are kept packed past the folds (`TextFindings`), each fold's test being the one it looks
    /// through the findings with.
    static func mayChange(_ finding: Diagnostic) -> Bool {
        MisplacedFile.mayFold(finding) || MissingList.mayFold(finding) || RenamedKey.mayFold(finding)
            || UnbegunRecordings.mayFold(finding) || XLIFFUnitNames.mayName(finding)
    }
}

/// What a fold changes in the findings it is given: findings replaced, by position, and findings left out.
struct FindingEdits {
    var replaced: [Int: Diagnostic]
    var dropped: Set<Int>

    /// `findings` with the edits made.
    func applied(to findings: [Diagnostic]) -> [Diagnostic] {
        guard !replaced.isEmpty || !dropped.isEmpty else { return findings }
        return findings.indices.compactMap { index in
            replaced[index] ?? (dropped.contains(index) ? nil : findings[index])
        }
    }

    /// How many of the first `count` findings are kept.
    func kept(before count: Int) -> Int {
        count - dropped.count(where: { $0 < count })
    }
}
