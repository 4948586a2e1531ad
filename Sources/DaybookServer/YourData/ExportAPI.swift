import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// `GET /api/v1/export` and `POST /api/v1/import?mode=merge|replace`: everything of the user as one
/// versioned JSON document (docs/export-format.md), and back.
enum ExportAPI {
    @Sendable static func export(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let document = try await AccountExport(req.useCases)(of: user.person)
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
        let result = try await ImportExportDocument(req.useCases)(document, mode: mode, for: user.person)
        return try Response.json(result)
    }

    private static func mode(_ req: Request) throws -> ExportImportMode {
        guard let text = req.query[String.self, at: "mode"] else { return .merge }
        guard let mode = ExportImportMode(rawValue: text) else { throw APIError.invalid("mode", "must be merge or replace") }
        return mode
    }
}
