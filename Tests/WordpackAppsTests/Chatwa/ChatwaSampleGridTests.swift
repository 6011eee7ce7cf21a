import Foundation
import Testing
import WordpackApps
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackChatwa

/// The sample's Chatwa rounds, from the sample's own pipeline.json (every kind's settings): the golden level set,
/// each grid keeping Chatwa's rules as the tests write them again.
@Suite struct ChatwaSampleGridTests {
    @Test func theSampleCatalogueMatchesItsGoldenLevelSetAndEveryGridKeepsTheRules() throws {
        let project = Project(root: Fixtures.repository)
        let configuration = try project.loadConfiguration()
        let app = try #require(configuration.chatwaApps.first?.app)
        let (rounds, findings) = app.rounds(in: Ingest(project: project).run())
        #expect(findings == [])
        #expect(rounds.count == 17)
        for round in rounds {
            #expect(GridRules.violations(grid: round.grid, answer: round.answer) == [], "\(round)")
        }
        try Golden.check(ChatwaLevelsFile.data(rounds), against: "sample-chatwa-levels.json")
    }
}
