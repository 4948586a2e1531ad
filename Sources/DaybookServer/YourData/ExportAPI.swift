import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `GET /api/v1/export` and `POST /api/v1/import?mode=merge|replace`: everything of the user as one
/// versioned JSON document (docs/export-format.md), and back. The import is the file import's
/// (`POST /api/v1/imports` with a Daybook export), with a choice of mode and the document's own words.
enum ExportAPI {
    @Sendable static func export(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let document = try await AccountExport(req.useCases)(of: user.person)
        let response = try Response.json(document)
        response.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"daybook-export.json\"")
        return response
    }

    /// The whole document is read and checked before anything is written; a bad field is a 422
    /// naming its place (`glucose[12].value`) and nothing changes. Then one transaction writes it.
    @Sendable static func importDocument(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let mode = try self.mode(req)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-account-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await StreamedBodyFile.write(req, to: file.path, limit: req.bodyLimit)
        let request = ImportFile.Request(file: file, format: ImportFormat.daybook.rawValue, accounts: mode)
        do {
            let summary = try await ImportFile(req.useCases)(request, for: user.person).summary
            return try Response.json(result(summary))
        } catch let error as ImportError {
            // JSON that is not a document at all is malformed; a field the document gets wrong is named.
            guard let field = error.field else { throw APIError.malformed("The body must be an export document: \(error).") }
            throw APIError.invalid(field, (error.line.map { "Line \($0): " } ?? "") + error.message,
                                   error.line.map { Problem(.importApiAtLine, ["line": "\($0)"], parts: ["message": error.problem]) } ?? error.problem)
        }
    }

    /// What was added and what was there already, per list of the document.
    static func result(_ summary: ImportSummary) -> ExportImportResult {
        var result = ExportImportResult()
        result.added = Dictionary(uniqueKeysWithValues: summary.added.map { ($0.key.rawValue, $0.value) })
        result.skipped = Dictionary(uniqueKeysWithValues: summary.duplicatesByKind.map { ($0.key.rawValue, $0.value) })
        result.explain()
        return result
    }

    private static func mode(_ req: Request) throws -> ExportImportMode {
        guard let text = req.query[String.self, at: "mode"] else { return .merge }
        guard let mode = ExportImportMode(rawValue: text) else { throw APIError.invalid("mode", "must be merge or replace", Problem(.oneOf, ["choices": "merge, replace"])) }
        return mode
    }
}
