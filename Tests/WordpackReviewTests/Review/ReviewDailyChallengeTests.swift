import Foundation
import Testing
import WordpackTestSupport

/// The vocabulary page shows the daily challenge's next 14 days from the day it is made (`SOURCE_DATE_EPOCH`
/// when set, as the tests set it), from the schedule's start while that is still to come, and says when the
/// schedule has ended. The sample's schedule runs 60 days from 2027-01-01.
@Suite struct ReviewDailyChallengeTests {
    /// The vocabulary page of the sample reviewed on `day` (`YYYY-MM-DD`, UTC).
    static func page(on day: String) throws -> String {
        let project = try WordpackBinary.builtSample().folder
        let parts = day.split(separator: "-").compactMap { Int($0) }
        let date = try #require(
            DateComponents(
                calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
                year: parts[0], month: parts[1], day: parts[2]
            ).date)
        let result = try ProcessRunner.run(
            WordpackBinary.url, ["review", "--quiet"], in: project.url,
            environment: ["SOURCE_DATE_EPOCH": String(Int(date.timeIntervalSince1970) + 3_600)], timeout: 600)
        #expect(result.status == 0, "\(result.standardError)")
        return try String(contentsOf: project.file("review/app-vocab.html"), encoding: .utf8)
    }

    @Test(.tags(.slow)) func theNextFourteenDaysFromTheDayTheSiteIsMade() throws {
        let before = try Self.page(on: "2026-11-25")
        #expect(before.contains("the next 14 days, from 2027-01-01"))
        #expect(before.contains("2027-01-14: ") && !before.contains("2027-01-15: "))

        let during = try Self.page(on: "2027-01-20")
        #expect(during.contains("the next 14 days, from 2027-01-20"))
        #expect(during.contains("2027-02-02: ") && !during.contains("2027-01-19: ") && !during.contains("2027-02-03: "))

        let near = try Self.page(on: "2027-02-25")
        #expect(near.contains("the next 5 days, from 2027-02-25"))

        let after = try Self.page(on: "2027-04-01")
        #expect(after.contains("its 60 days ended on 2027-03-01"))
    }
}
