import Foundation

/// The daily word challenge: for each date from `start`, a word and its definition among three others of the
/// same level and part of speech. Every choice is made by a hash of the date and keys (FNV-1a), never at
/// random: the same bank and settings always give the same schedule. The words eligible for the challenge are
/// shuffled once per cycle, so that no word comes twice before every other one has come once.
struct DailySchedule: Sendable, Equatable {
    /// One day's challenge.
    struct Challenge: Codable, Sendable, Equatable {
        var date: String
        var key: String
        var word: String
        var level: String
        var partOfSpeech: String?
        /// Four definitions: the word's and three distractors', in a hashed order.
        var choices: [String]
        /// The position of the word's own definition in `choices`.
        var answer: Int
    }

    /// How many other words a challenge needs.
    static let distractors = 3

    var challenges: [Challenge]
    /// Words that cannot be asked: fewer than three others share their level and part of speech.
    var unaskable: [(entry: VocabularyEntry, others: Int)]

    static func == (lhs: DailySchedule, rhs: DailySchedule) -> Bool { lhs.challenges == rhs.challenges }

    package init(bank: VocabularyBank, daily: VocabularyApp.Daily) {
        struct Candidate {
            var entry: VocabularyEntry
            var level: String
            var definition: String
        }
        var groups: [String: [Candidate]] = [:]
        var order: [String] = []
        for entry in bank.entries {
            guard let definition = entry.definition,
                let level = WordFacts(
                    entry, levels: bank.app.levels, derivation: .tables(language: bank.app.language)
                ).level
            else { continue }
            let group = "\(level)\u{0}\(entry.partOfSpeech ?? "")"
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(Candidate(entry: entry, level: level, definition: definition))
        }
        unaskable = []
        var eligible: [(Candidate, [Candidate])] = []
        for group in order {
            let members = groups[group] ?? []
            for member in members {
                let others = members.filter { $0.entry.key != member.entry.key && $0.definition != member.definition }
                if others.count < Self.distractors {
                    unaskable.append((member.entry, others.count))
                } else {
                    eligible.append((member, others))
                }
            }
        }
        challenges = []
        guard let start = DailyDate(daily.start), !eligible.isEmpty else { return }
        var cycle: [(Candidate, [Candidate])] = []
        for day in 0..<daily.days {
            let position = day % eligible.count
            if position == 0 {
                let round = day / eligible.count
                cycle = eligible.sorted {
                    (Self.hash("\(daily.start) \(round) \($0.0.entry.key)"), $0.0.entry.key)
                        < (Self.hash("\(daily.start) \(round) \($1.0.entry.key)"), $1.0.entry.key)
                }
            }
            let date = start.adding(day).text
            let (word, others) = cycle[position]
            let chosen = others.sorted {
                (Self.hash("\(date) \(word.entry.key) \($0.entry.key)"), $0.entry.key)
                    < (Self.hash("\(date) \(word.entry.key) \($1.entry.key)"), $1.entry.key)
            }.prefix(Self.distractors)
            let choices = ([word.definition] + chosen.map(\.definition)).sorted {
                (Self.hash("\(date) \($0)"), $0) < (Self.hash("\(date) \($1)"), $1)
            }
            challenges.append(
                Challenge(
                    date: date, key: word.entry.key, word: word.entry.word, level: word.level,
                    partOfSpeech: word.entry.partOfSpeech, choices: choices,
                    answer: choices.firstIndex(of: word.definition) ?? 0))
        }
    }

    /// FNV-1a, 64 bits, of the UTF-8 bytes: the same on every machine and every run (unlike `Hasher`).
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }
}

/// `daily.json`: the schedule's start, its number of days and each day's challenge.
enum VocabularyDailyFile {
    struct Document: Encodable {
        var start: String
        var days: Int
        var challenges: [DailySchedule.Challenge]
    }

    package static func data(_ schedule: DailySchedule, daily: VocabularyApp.Daily) throws -> Data {
        try VocabularyJSON.data(Document(start: daily.start, days: daily.days, challenges: schedule.challenges))
    }
}
