/// How FirstWords shows a word whatever the player's letter-case option: the plist's `caseOverride`.
package enum CaseOverride: Int, Codable, Sendable, CaseIterable {
    case uppercase = 0
    case lowercase = 1
    case capitalized = 2
}
