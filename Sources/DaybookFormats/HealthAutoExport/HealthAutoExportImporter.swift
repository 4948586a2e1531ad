import DaybookCore
import Foundation

/// What the iOS app Health Auto Export posts to a person's own server (REST API automation, JSON,
/// export version 2): Apple Health's data as `{"data": {"metrics": […], "workouts": […]}}`, times written
/// `yyyy-MM-dd HH:mm:ss Z`. Daybook keeps blood glucose, insulin, carbohydrates/protein/fat (as meals),
/// weight, basal body temperature, sleep, menstrual flow and spotting, cervical mucus, ovulation tests
/// and workouts; every other metric and record type is counted as skipped. The app re-sends
/// overlapping windows: keys are the metric, the time as written and the source, so nothing is added twice.
public struct HealthAutoExportImporter: JournalImporter {
    public let format = ImportFormat.healthAutoExport

    public init() {}

    /// A JSON object whose first key is `data`, holding `metrics` or `workouts`.
    public func detects(fileName: String, head: Data) -> Bool {
        let text = String(decoding: head.prefix(4_096), as: UTF8.self)
        let compact = text.prefix(200).filter { !$0.isWhitespace }
        return compact.hasPrefix("{\"data\":{") && (text.contains("\"metrics\"") || text.contains("\"workouts\""))
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var reader = HealthAutoExportReader(input, context: context, sink: sink)
        try reader.read()
    }
}
