import DaybookCore
import Foundation

/// Flo's data export (asked of Flo's support; a JSON file in a password-protected zip). Its shape, as
/// the public programs that read it agree: `{"operationalData": {"cycles": [...], "point_events_manual_v2":
/// [...], "notes": [...]}}` (some versions keep the events under a root `pointEventsManualData`). A
/// cycle's period gives the flow of each of its days; the events give moods, discharge (mucus),
/// ovulation tests, basal temperatures and single period days; notes become the day's notes. Every
/// other category (symptoms, sex, sport, …) is counted as skipped under its name; the rest of the
/// export (profile, devices) is passed over.
public struct FloImporter: JournalImporter {
    public let format = ImportFormat.flo

    public init() {}

    /// A JSON object with Flo's `operationalData` near its start.
    public func detects(fileName: String, head: Data) -> Bool {
        let text = String(decoding: head.prefix(4_096), as: UTF8.self)
        return text.drop { $0.isWhitespace }.hasPrefix("{") && text.contains("\"operationalData\"")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var json = JSONStreamReader(input)
        try json.beginObject(Problem(.importSubjectExport))
        var sawData = false
        while let key = try json.nextKey() {
            switch key {
            case "operationalData":
                sawData = true
                try json.beginObject(.named("operationalData"))
                while let part = try json.nextKey() {
                    try Self.read(part, path: "operationalData.\(part)", &json, context: context, sink: sink)
                }
            case "pointEventsManualData":
                try json.beginObject(.named("pointEventsManualData"))
                while let part = try json.nextKey() {
                    try Self.read(part, path: "pointEventsManualData.\(part)", &json, context: context, sink: sink)
                }
            default:
                try json.skipValue()
            }
        }
        try json.finish()
        guard sawData else {
            throw ImportError(line: 1, field: "operationalData", .importNotFlo)
        }
    }

    /// One list of the export: each element decoded on its own, so an export of any length is read in little memory.
    private static func read(_ part: String, path: String, _ json: inout JSONStreamReader, context: ImportContext,
                             sink: any ImportSink) throws {
        guard ["cycles", "point_events_manual_v2", "notes"].contains(part), try json.beginArray() else {
            try json.skipValue()
            return
        }
        var index = 0
        while try json.nextElement() {
            let (line, value) = try json.value(limit: ImportLimits.largestObject, what: .named("\(path)[\(index)]"))
            let at = FloRecord.Position(line: line, path: "\(path)[\(index)]")
            guard let object = value as? [String: Any] else { throw at.error(nil, Problem(.jsonObject)) }
            let record = FloRecord(object: object, at: at)
            switch part {
            case "cycles": for item in try record.periodDays(context: context, sink: sink) { try sink.receive(item) }
            case "notes": if let item = try record.note(context: context) { try sink.receive(item) }
            default: if let item = try record.event(context: context, sink: sink) { try sink.receive(item) }
            }
            index += 1
        }
    }
}
