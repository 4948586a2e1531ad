import DaybookCore
import Foundation

/// Daybook's own export (`GET /api/v1/export`, docs/export-format.md): everything of one account as
/// one JSON document. It is read entry by entry, each decoded as the API decodes it, then checked as a
/// whole (ids used once, links inside it, dates within the journal's horizon) and handed to the sink
/// as one account: its rows name each other, so it is written as a whole, by the export's own rules.
public struct DaybookExportImporter: JournalImporter {
    public let format = ImportFormat.daybook

    public init() {}

    /// Daybook writes its keys sorted, so every export it wrote begins with `cycleAnswers`; a document
    /// written by hand or pretty-printed says what it is in `format`.
    public func detects(fileName: String, head: Data) -> Bool {
        let text = String(decoding: head.prefix(4_096), as: UTF8.self)
        return text.firstMatch(of: /^\s*\{\s*"cycleAnswers"\s*:/) != nil
            || text.firstMatch(of: /"format"\s*:\s*"daybook-export"/) != nil
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var reader = DaybookExportReader(input)
        let document = try reader.document()
        do {
            try document.validate()
            if let horizon = context.horizon { try document.checkDates(within: horizon, zone: context.timeZone) }
        } catch {
            throw ImportError(line: reader.line(of: error.field), field: error.field, error.problem)
        }
        try sink.receive(account: document)
    }
}
