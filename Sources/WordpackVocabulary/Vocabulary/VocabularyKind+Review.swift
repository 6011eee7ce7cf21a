import Foundation
import WordpackAppKind
import WordpackCatalogue

extension VocabularyKind {
    /// How many days of the daily challenge the review page shows.
    static let reviewedDays = 14

    /// The words with their translations and pronunciations (the coverage counts the MP3s the app ships), each
    /// word's entry as the app's definition screen shows it (from the word file the build wrote), and the
    /// daily challenge's next days as the app asks them.
    package static func review(_ app: AppPlan<VocabularyBank>, checked: Bool?, catalogue: Catalogue, outputs: URL)
        -> AppReview
    {
        let bank = app.detail
        let languages = [bank.app.language] + bank.app.translations.filter { $0 != bank.app.language }
        let entries = VocabularyReviewEntries(bank: bank, planned: Set(app.outputs.map(\.path)), outputs: outputs)
        var lists = AppReview.textCards(lists: bank.categories, languages: languages, catalogue: catalogue)
        for list in lists.indices {
            for card in lists[list].cards.indices {
                entries.addPronunciation(to: &lists[list].cards[card])
            }
        }
        let source = { (entry: VocabularyEntry) in catalogue.list(named: entry.list)?.source }
        let items = bank.entries.map { entry in
            ReviewItem(
                title: "\(entry.list) / \(entry.key)", definition: entries.definition(of: entry),
                cells: entry.senses.compactMap { sense in
                    source(entry).map { $0.location(row: sense.row, field: "key") }
                },
                files: [entry.recording].compactMap { $0 })
        }
        var sections = [
            ReviewSection(
                title: "Word bank (\(bank.entries.count) words), as the definition screen shows it",
                note: "Each word as its file in words/ has it (derived values marked), with its pronunciation as the "
                    + "app plays it (the MP3 it ships).",
                items: items)
        ]
        if let daily = bank.app.daily {
            sections.append(dailySection(bank: bank, daily: daily, catalogue: catalogue, from: reviewDay()))
        }
        return AppReview(languages: languages, lists: lists, sections: sections)
    }

    /// The day the page is made for: today (UTC), or the day of `SOURCE_DATE_EPOCH` when it is set (the
    /// reproducible-builds convention, in seconds since 1970), which the tests set so that their pages do not
    /// change with the calendar.
    static func reviewDay(
        environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()
    ) -> DailyDate {
        let seconds = environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) } ?? Int(now.timeIntervalSince1970)
        return DailyDate(day: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    /// The next `reviewedDays` days of `daily.json` from `day` (from its `start` while that is still to come):
    /// each day's question and its four choices as the app asks them, the right one marked.
    static func dailySection(
        bank: VocabularyBank, daily: VocabularyApp.Daily, catalogue: Catalogue, from day: DailyDate
    ) -> ReviewSection {
        let schedule = DailySchedule(bank: bank, daily: daily)
        let today = day.text
        let next = schedule.challenges.firstIndex { $0.date >= today } ?? schedule.challenges.endIndex
        let shown = schedule.challenges[next...].prefix(reviewedDays)
        let entries = Dictionary(bank.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let items = shown.map { challenge in
            let entry = entries[challenge.key]
            let source = entry.flatMap { catalogue.list(named: $0.list)?.source }
            let about = [challenge.level, challenge.partOfSpeech].compactMap { $0 }.joined(separator: ", ")
            return ReviewItem(
                title: "\(challenge.date): \(challenge.word)",
                question: ReviewQuestion(
                    prompt: "What does “\(challenge.word)” mean? (\(about))", choices: challenge.choices,
                    answer: challenge.answer),
                cells: entry?.senses.prefix(1).compactMap { sense in source?.location(row: sense.row, field: "key") }
                    ?? [])
        }
        let last = schedule.challenges.last?.date ?? daily.start
        let title =
            shown.isEmpty
            ? "Daily challenge: its \(daily.days) days ended on \(last)"
            : "Daily challenge: the next \(shown.count) days, from \(shown.first?.date ?? today)"
        return ReviewSection(
            title: title,
            note:
                "daily.json runs from \(daily.start) to \(last); the page shows the \(reviewedDays) days from the day it "
                + "is made (\(today), UTC; SOURCE_DATE_EPOCH sets another), or from the start while that is still to "
                + "come: each day's question and its four choices as the app asks them, the right one marked.",
            items: Array(items))
    }
}
