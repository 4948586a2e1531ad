import DaybookCore
import Foundation

/// The scenarios the person imported, private to them; the bundled ones are the server's catalogue.
public struct ImportedScenarios: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// By English name.
    public func all(of person: Person) async throws -> [Scenario] {
        try await context.db.scenarios(of: person.id).all()
    }

    public func find(named: String, of person: Person) async throws -> Scenario? {
        try await context.db.scenarios(of: person.id).find(named: named)
    }
}
