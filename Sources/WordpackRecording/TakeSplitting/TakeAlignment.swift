/// Which utterance of a take is which line of its script. The lines are read in order, so the take's
/// utterances are taken in order too: when there are more utterances than lines (a word with a pause inside,
/// such as “ice cream”, or a breath), the `lines - 1` longest gaps separate the lines and the others are
/// inside them. When there are fewer, the take cannot be split: `TakeMismatch` says where it goes wrong.
enum TakeAlignment {
    /// `utterances` joined into `count` (there must be at least `count`), keeping the `count - 1` longest gaps
    /// (the earlier of two equal gaps first).
    static func joining(_ utterances: [Utterance], into count: Int) -> [Utterance] {
        guard count > 0, utterances.count > count else { return utterances }
        let gaps = (1..<utterances.count).map { (index: $0, length: utterances[$0].start - utterances[$0 - 1].end) }
        let kept = Set(
            gaps.sorted { $0.length != $1.length ? $0.length > $1.length : $0.index < $1.index }
                .prefix(count - 1).map(\.index))
        var joined: [Utterance] = [utterances[0]]
        for index in 1..<utterances.count {
            if kept.contains(index) {
                joined.append(utterances[index])
            } else {
                joined[joined.count - 1].end = utterances[index].end
            }
        }
        return joined
    }

    /// The cuts for `lines`, one per utterance (`utterances.count == lines.count`), each with `marginFrames`
    /// of the take either side but no further than the middle of the gap to its neighbours.
    static func cuts(
        _ lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames, marginFrames: Int
    ) -> [TakeCut] {
        let speech = utterances.map { (frames.takeFrame(atFrame: $0.start), frames.takeFrame(atFrame: $0.end)) }
        return zip(lines, speech.indices).map { line, index in
            let (start, end) = speech[index]
            let lowest = index == 0 ? 0 : (speech[index - 1].1 + start) / 2
            let highest = index == speech.count - 1 ? frames.takeFrames : (end + speech[index + 1].0) / 2
            return TakeCut(
                line: line, speechStart: start, speechEnd: end,
                start: max(start - marginFrames, lowest), end: min(end + marginFrames, highest))
        }
    }
}
