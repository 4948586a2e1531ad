import DaybookCore
import DaybookImport
import DaybookStore
import Foundation
import Vapor

/// `POST /api/v1/imports?format=…[&dryRun=true]`: another app's export as the request body. The body
/// is streamed to a temporary file, then read by the streaming importer in one transaction: all or
/// nothing, and re-sending the same file adds nothing twice.
enum ImportsAPI {
    /// Apple Health exports of many years are large.
    static let maximumSize = 2 * 1024 * 1024 * 1024

    struct Result: Content {
        var format: String
        var dryRun: Bool
        var added: [String: Int]
        var alreadyThere: Int
        var skipped: [String: Int]
    }

    static func register(on routes: any RoutesBuilder) {
        routes.on(.POST, "imports", body: .stream, use: upload)
    }

    @Sendable static func upload(req: Request) async throws -> Result {
        let user = try req.currentUser()
        let format = req.query[String.self, at: "format"]
        let dryRun = try dryRunParameter(req)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try await store(req.body, to: file)
        let zone = user.record.preferences.zone
        var unpacked: URL?
        defer { if let unpacked { try? FileManager.default.removeItem(at: unpacked) } }
        do {
            // Apple Health's export.zip: its export.xml is what is read.
            var source = file
            if try ImportArchive.isZip(head(of: file)) {
                let xml = try ImportArchive.unpackAppleHealthExport(file)
                unpacked = xml
                source = xml
            }
            let importer = try chooseImporter(unpacked == nil ? format : ImportFormat.appleHealth.rawValue, file: source)
            let summary = try await JournalImport(req.db, userID: user.id, zone: zone)
                .run(importer, file: source, context: ImportContext(timeZone: zone), dryRun: dryRun)
            if !dryRun, summary.totalAdded > 0 {
                try await ReminderPlanner.cycleChanged(for: user, req)
                await req.liveEvents.publish(.init(change: .created, kind: "import"), to: user.id)
            }
            return Result(format: importer.format.rawValue, dryRun: dryRun,
                          added: Dictionary(uniqueKeysWithValues: summary.added.map { ($0.key.rawValue, $0.value) }),
                          alreadyThere: summary.duplicates, skipped: summary.skipped)
        } catch let error as ImportError {
            // The line and the file's own field name tell the person what to fix; nothing was added.
            let line = error.line.map { "Line \($0): " } ?? ""
            throw APIError.invalid(error.field ?? "body", "\(line)\(error.message). Nothing was imported.")
        }
    }

    private static func dryRunParameter(_ req: Request) throws -> Bool {
        switch req.query[String.self, at: "dryRun"] {
        case nil, "false": return false
        case "true": return true
        default: throw APIError.invalid("dryRun", "must be true or false")
        }
    }

    private static func chooseImporter(_ name: String?, file: URL) throws -> any JournalImporter {
        if let name {
            guard let format = ImportFormat(rawValue: name) else {
                throw APIError.invalid("format", "must be one of \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return Importers.importer(for: format)
        }
        guard let importer = Importers.detect(fileName: "", head: try head(of: file)) else {
            throw APIError.invalid("format", "the file's format is not recognised; give it with ?format=")
        }
        return importer
    }

    private static func head(of file: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try handle.read(upToCount: 4_096) ?? Data()
    }

    /// Writes the body chunk by chunk, so a large export never sits in memory.
    private static func store(_ body: Request.Body, to file: URL) async throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else { throw Abort(.internalServerError) }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var size = 0
        for try await chunk in body {
            size += chunk.readableBytes
            guard size <= maximumSize else { throw Abort(.payloadTooLarge, reason: "The file is larger than 2 GB.") }
            try handle.write(contentsOf: Data(buffer: chunk))
        }
        guard size > 0 else { throw APIError.malformed("The body must be the exported file.") }
    }
}
