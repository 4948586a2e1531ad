import DaybookCore
import Foundation

/// Clue's data export (Clue app → Settings → Download your data; the zip holds `measurements.json`):
/// a JSON array of measurements `{"type", "id", "date": "YYYY-MM-DD", "value"}`, one per thing logged
/// on a day. Daybook takes the period and spotting (flow), discharge (mucus), the basal body
/// temperature and a day's single feeling when it is one of Daybook's moods; every other type
/// (pain, energy, sleep, tags, …) is counted as skipped under its own name.
public struct ClueImporter: JournalImporter {
    public let format = ImportFormat.clue

    public init() {}

    /// A JSON array of objects with Clue's keys, and none of Nightscout's.
    public func detects(fileName: String, head: Data) -> Bool {
        let compact = String(decoding: head.prefix(4_096), as: UTF8.self).filter { !$0.isWhitespace }
        return compact.hasPrefix("[{")
            && compact.contains("\"type\":\"") && compact.contains("\"date\":\"") && compact.contains("\"value\":")
            && !compact.contains("\"sgv\"") && !compact.contains("\"eventType\"") && !compact.contains("\"mbg\"")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var json = JSONStreamReader(input)
        guard try json.beginArray() else {
            throw ImportError(line: json.line, field: nil, .importNotClueMeasurements)
        }
        var index = 0
        while try json.nextElement() {
            let raw = try json.rawValue(limit: ImportLimits.largestObject, what: Problem(.importSubjectMeasurement, ["index": "\(index)"]))
            guard let object = (try? JSONSerialization.jsonObject(with: Data(raw.bytes))) as? [String: Any] else {
                throw ImportError(line: raw.line, field: "[\(index)]", .importMeasurementNotObject)
            }
            let measurement = ClueMeasurement(object: object, line: raw.line, index: index)
            if let item = try measurement.item(context: context, sink: sink) { try sink.receive(item) }
            index += 1
        }
        try json.finish()
    }
}
