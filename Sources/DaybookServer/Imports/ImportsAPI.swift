import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `POST /api/v1/imports?format=…[&dryRun=true]`: another app's export as the request body. The body
/// is streamed to a temporary file, then read by the streaming importer in one transaction: all or
/// nothing, and re-sending the same file adds nothing twice.
enum ImportsAPI {
    struct Result: Content {
        var format: String
        var dryRun: Bool
        var added: [String: Int]
        var alreadyThere: Int
        var skipped: [String: Int]
    }

    /// Apple Health exports of many years are large: `BodyLimits.importFile`, 2 GB unless configured.
    static func register(on routes: any RoutesBuilder, limits: BodyLimits) {
        routes.on(.POST, "imports", limit: BodyLimit(bytes: limits.importFile, streamed: true), use: upload)
        // Health Auto Export posts the phone's Apple Health data here on a schedule, with an access token;
        // its overlapping windows add nothing twice.
        routes.on(.POST, "integrations", "health-auto-export", limit: BodyLimit(bytes: limits.importFile, streamed: true)) { req in
            try await run(req, format: ImportFormat.healthAutoExport.rawValue)
        }
    }

    @Sendable static func upload(req: Request) async throws -> Result {
        try await run(req, format: req.query[String.self, at: "format"])
    }

    static func run(_ req: Request, format: String?) async throws -> Result {
        let user = try req.currentUser()
        let moods = try DaylioMoodMapping.parsing(req.query[String.self, at: "moods"] ?? "", field: "moods")
        let request = ImportFile.Request(file: FileManager.default.temporaryDirectory.appendingPathComponent("daybook-import-\(UUID().uuidString)"),
                                         format: format, daylioMoods: moods, dryRun: try dryRunParameter(req))
        defer { try? FileManager.default.removeItem(at: request.file) }
        _ = try await StreamedBodyFile.write(req, to: request.file.path, limit: req.bodyLimit)
        do {
            let result = try await ImportFile(req.useCases)(request, for: user.person)
            let summary = result.summary
            return Result(format: result.format.rawValue, dryRun: request.dryRun,
                          added: Dictionary(uniqueKeysWithValues: summary.added.map { ($0.key.rawValue, $0.value) }),
                          alreadyThere: summary.duplicates, skipped: summary.skipped)
        } catch let error as ImportError where !error.unmappedMoods.isEmpty {
            throw APIError.invalid("moods", Problem(.importApiUnmappedMoods, ["moods": error.unmappedMoods.map(ImportError.quoting).joined(separator: ", ")]))
        } catch let error as ImportError {
            // The line and the file's own field name tell the person what to fix; nothing was added.
            let line = error.line.map { "Line \($0): " } ?? ""
            let problem = error.line.map { Problem(.importApiNothingAtLine, ["line": "\($0)"], parts: ["message": error.problem]) }
                ?? Problem(.importApiNothing, parts: ["message": error.problem])
            throw APIError.invalid(error.field ?? "body", "\(line)\(error.message). Nothing was imported.", problem)
        } catch ImportFileError.unknownFormat {
            throw APIError.invalid("format", .oneOf, ["choices": "\(ImportFileError.formatNames)"])
        } catch ImportFileError.unrecognised {
            throw APIError.invalid("format", .formatNotRecognised)
        }
    }

    private static func dryRunParameter(_ req: Request) throws -> Bool {
        switch req.query[String.self, at: "dryRun"] {
        case nil, "false": return false
        case "true": return true
        default: throw APIError.invalid("dryRun", .trueOrFalseOnly)
        }
    }
}
