/// Joins names for a sentence: `ant, bear and cat`, at most `limit` of them.
package func sentenceList(_ names: [String], limit: Int = 8, quoted isQuoted: Bool = true) -> String {
    let quoted = names.prefix(limit).map { isQuoted ? "“\($0)”" : $0 }
    if names.count > limit { return quoted.joined(separator: ", ") + " and \(names.count - limit) more" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
}
