import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// `GET /api/v1/export` and `POST /api/v1/import?mode=merge|replace`: everything of the user as one
/// versioned JSON document (docs/export-format.md), and back.
enum ExportAPI {
    /// Ten years of 5-minute CGM readings with meals fit easily.
    static let maximumImportSize: ByteCount = "200mb"

    @Sendable static func export(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let document = try await ExportReader(req.db, userID: user.id).document(exportedAt: req.clock.now())
        let response = try Response.json(document)
        response.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"daybook-export.json\"")
        return response
    }

    /// The whole document is decoded and checked before anything is written; a bad field is a 422
    /// naming its place (`glucose[12].value`) and nothing changes. Then one transaction writes it.
    @Sendable static func importDocument(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let mode = try self.mode(req)
        guard let body = req.body.data, body.readableBytes > 0 else { throw APIError.malformed("The body must be an export document.") }
        let document: ExportDocument
        do {
            document = try JSONCoding.decoder().decode(ExportDocument.self, from: Data(buffer: body))
        } catch let error as DecodingError {
            throw error.apiError
        }
        try document.validate()
        let replacedRuns = mode == .replace ? try await TimelineRunQueries(req.db, userID: user.id).all().compactMap(\.id) : []
        for id in replacedRuns { await req.timelineScheduler.stop(runID: id) }
        let (result, runs) = try await ExportDocumentWriter(req.db, userID: user.id).write(document, mode: mode)
        for id in runs { await req.timelineScheduler.start(runID: id, userID: user.id) }
        // Imported reminders carry no next fire: plan every one from the journal (and, after a
        // replace, the preferences) as they are now.
        let preferences = try await UserQueries(req.db).find(id: user.id)?.preferences ?? user.record.preferences
        try await ReminderPlanner.rescheduleAll(userID: user.id, preferences: preferences,
                                                on: req.db, now: req.clock.now())
        await req.application.reminderScheduler.poke()
        await req.liveEvents.publish(.init(change: .updated, kind: "import"), to: user.id)
        return try Response.json(result)
    }

    private static func mode(_ req: Request) throws -> ExportImportMode {
        guard let text = req.query[String.self, at: "mode"] else { return .merge }
        guard let mode = ExportImportMode(rawValue: text) else { throw APIError.invalid("mode", "must be merge or replace") }
        return mode
    }
}
