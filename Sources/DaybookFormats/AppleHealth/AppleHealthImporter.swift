import DaybookCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Apple Health's `export.xml` (Health app → profile → Export All Health Data; the zip holds
/// `apple_health_export/export.xml`). Read with Foundation's SAX `XMLParser(stream:)`, which on Linux
/// feeds libxml2 in chunks: memory stays flat however big the file (measured: 28 MB peak for 1M records).
public struct AppleHealthImporter: JournalImporter {
    public let format = ImportFormat.appleHealth

    public init() {}

    public func detects(fileName: String, head: Data) -> Bool {
        let text = String(decoding: head.prefix(4_096), as: UTF8.self)
        return text.contains("<HealthData") || text.contains("<!DOCTYPE HealthData")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        let checked = UTF8CheckingStream(input)
        let blanking = DoctypeBlankingStream(checked)
        let parser = XMLParser(stream: blanking)
        let reader = AppleHealthReader(sink: sink, context: context)
        reader.parser = parser
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if let failure = reader.failure { throw failure }
        if let failure = checked.failure ?? blanking.failure { throw failure }
        guard finished else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            throw ImportError(line: parser.lineNumber, field: nil, .importNotWellFormedXML, ["reason": reason])
        }
        guard reader.sawHealthData else {
            throw ImportError(line: 1, field: nil, .importNotAppleHealth)
        }
        guard reader.sawHealthDataEnd else {
            throw ImportError(line: parser.lineNumber, field: nil, .importXMLEndsEarly)
        }
        try reader.finish()
    }
}
