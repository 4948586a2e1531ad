import DaybookCore
import Foundation
import Testing

/// What the journal keeps once (a share per address, a scenario per name) a document may hold once:
/// a second one is refused by its field before anything is written, not by the database halfway.
@Suite struct ExportDocumentUniquenessTests {
    static let now = Date(timeIntervalSince1970: 1_772_000_000)

    func document() -> ExportDocument {
        ExportDocument(exportedAt: Self.now, profile: ExportProfile(
            email: "ada@example.org", preferences: Preferences(displayName: "Ada", timeZone: "Europe/Berlin")))
    }

    func share(_ email: String) -> ExportShare {
        ExportShare(id: UUID(), email: email, categories: [.stress], createdAt: Self.now, lastUsedAt: nil)
    }

    func scenario(_ named: String) -> ExportScenario {
        ExportScenario(id: UUID(), named: named, nameEn: named, nameDe: named, body: "{}", createdAt: Self.now)
    }

    @Test func aSecondShareForOneAddressInAnyCaseIsRefused() throws {
        var document = document()
        document.shares = [share("bob@example.org"), share("cy@example.org")]
        try document.validate()
        document.shares.append(share("BOB@example.org"))
        #expect(throws: ValidationError(field: "shares[2].email", "is shared with a second time in the document")) { try document.validate() }
    }

    @Test func aSecondScenarioOfOneNameIsRefused() throws {
        var document = document()
        document.timelines.scenarios = [scenario("trip"), scenario("year")]
        try document.validate()
        document.timelines.scenarios.append(scenario("trip"))
        #expect(throws: ValidationError(field: "timelines.scenarios[2].named", "names a second scenario in the document")) {
            try document.validate()
        }
    }
}
