import DaybookCore
import DaybookStore
import Foundation

/// Reads a Daybook export document back into a person's account, in one transaction: `merge` adds
/// what is not there yet, `replace` first removes everything the document can hold. Reminders are
/// planned anew from the journal and preferences as they then are; imported timeline runs start.
public struct ImportExportDocument: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The document must have passed `validate()`; a bad field throws before anything is written.
    public func callAsFunction(_ document: ExportDocument, mode: ExportImportMode, for person: Person) async throws -> ExportImportResult {
        try document.validate()
        try document.checkDates(within: JournalHorizon(now: context.now(), zone: person.preferences.zone), zone: person.preferences.zone)
        let replacedRuns = mode == .replace ? try await TimelineRunQueries(context.db, userID: person.id).all().compactMap(\.id) : []
        for id in replacedRuns { await context.work.stopRun(id) }
        let (result, runs) = try await context.commit(person.id, replan: .allReminders) { db in
            let written = try await ExportDocumentWriter(db, userID: person.id).write(document, mode: mode)
            return (written, [Change(.created, .import)])
        }
        for id in runs { await context.work.startRun(id, of: person.id) }
        return result
    }
}
