import WordpackCore

/// A list of which a language has no recording yet (a new language, just translated): each word's recording is
/// missing, one error each (10 for the sample's Animals in de). `folded(_:catalogue:)` makes them one error at
/// the first word, counting them. The checks find each where they look, and the kinds do not report the same
/// cells again, so the fold is made on the findings once every check has run. A list the language has begun
/// recording keeps one finding per missing word: each is then a gap to fill.
package enum UnbegunRecordings {
    package static func folded(_ findings: [Diagnostic], catalogue: Catalogue) -> [Diagnostic] {
        edits(findings, catalogue: catalogue).applied(to: findings)
    }

    /// Whether `finding` may be one `folded` folds: an error that a recording is missing.
    static func mayFold(_ finding: Diagnostic) -> Bool {
        finding.severity == .error && missingRecording(finding.message) != nil
    }

    /// What `folded` changes.
    static func edits(_ findings: [Diagnostic], catalogue: Catalogue) -> FindingEdits {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        // By place: the warnings (most of a check's findings) are not copied.
        for index in findings.indices where mayFold(findings[index]) {
            let finding = findings[index]
            guard let (list, code, _) = Self.missingRecording(finding.message),
                case .success(let language) = LanguageCode.parse(code),
                catalogue.language(language)?.recordings.contains(where: { $0.list == list }) == false
            else { continue }
            let group = code + "\u{0}" + list
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        var replaced: [Int: Diagnostic] = [:]
        var dropped = Set<Int>()
        for group in order {
            guard let indices = groups[group], indices.count > 1, let first = indices.first,
                let (list, code, _) = Self.missingRecording(findings[first].message)
            else { continue }
            let texts = indices.compactMap { Self.missingRecording(findings[$0].message)?.text }
            let message = findings[first].message
            let folder = MisplacedFile.wantedPath(in: message).map { path in
                path.split(separator: "/").dropLast().joined(separator: "/")
            }
            let players = message.range(of: " The apps that play it: ").map {
                " The apps that play them: " + message[$0.upperBound...]
            }
            replaced[first] = .error(
                at: findings[first].location,
                "no recordings yet of “\(list)” in \(code): \(texts.count) words to record "
                    + "(\(sentenceList(texts, limit: 5))), each as \(folder ?? "speech/\(list)")/<key>.wav."
                    + (players ?? ""))
            dropped.formUnion(indices.dropFirst())
        }
        return FindingEdits(replaced: replaced, dropped: dropped)
    }

    /// `the recording of “Ameise” (Animals, de) is missing: add …`: the list, the language and the text.
    private static func missingRecording(_ message: String) -> (list: String, code: String, text: String)? {
        guard message.hasPrefix("the recording of “"), let close = message.range(of: "” ("),
            let end = message.range(of: ") is missing: add ", range: close.upperBound..<message.endIndex)
        else { return nil }
        let text = String(message[message.index(message.startIndex, offsetBy: 18)..<close.lowerBound])
        let inside = message[close.upperBound..<end.lowerBound].split(separator: ",")
        guard inside.count == 2 else { return nil }
        return (
            String(inside[0]).trimmingCharacters(in: .whitespaces),
            String(inside[1]).trimmingCharacters(in: .whitespaces),
            text
        )
    }
}
