import DaybookCore
import Foundation

/// Everything of a person as one export document (docs/export-format.md), stamped with when it
/// was read: what `GET /api/v1/export` hands out and `ImportFile` reads back (format `daybook`).
public struct AccountExport: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(of person: Person) async throws -> ExportDocument {
        try await context.db.journal(of: person.id, zone: person.preferences.zone).export(exportedAt: context.now())
    }
}
