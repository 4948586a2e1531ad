import DaybookCore
import Foundation

/// Track & Graph's CSV export (`FeatureName,Timestamp,Value,Label,Note`; Timestamp ISO 8601 with
/// offset). Features are matched by name, ignoring case: see `TrackAndGraphFeature`. Other features
/// are counted as skipped under their name.
public struct TrackAndGraphImporter: JournalImporter {
    public let format = ImportFormat.trackAndGraph
    static let columns = ["FeatureName", "Timestamp", "Value", "Label", "Note"]

    public init() {}

    public func detects(fileName: String, head: Data) -> Bool {
        String(decoding: head.prefix(4_096), as: UTF8.self).contains("FeatureName,Timestamp,Value")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var table = try CSVTable(input, requiring: ["FeatureName", "Timestamp", "Value"], format: "Track & Graph")
        while let row = try table.nextRow() {
            let name = row["FeatureName"]
            guard let feature = TrackAndGraphFeature(name: name) else {
                sink.skip(name.isEmpty ? "Track & Graph row without feature" : name)
                continue
            }
            guard let written = WrittenInstant.parse(row["Timestamp"]) else {
                throw row.error("Timestamp", .quoting(.importNotISOTimeExample, row["Timestamp"]))
            }
            let time = written.instant(in: context.timeZone)
            if let problem = context.futureDateProblem(time) { throw row.error("Timestamp", problem) }
            let value = try row.number("Value")
            let note = row["Note"].isEmpty ? nil : row["Note"]
            let key = "track-and-graph|\(feature.rawValue)|\(row["Timestamp"])"
            do {
                switch feature {
                case .stress:
                    guard value.rounded() == value, let level = Int(exactly: value) else {
                        throw ValidationError(field: "Value", .stressLevelOneToTen)
                    }
                    try sink.receive(ImportItem(dedupeKey: key, value: .stress(StressRating(level: level, time: time, note: note))))
                case .sleep:
                    guard Symptoms.hoursRange.contains(value) else {
                        throw ValidationError(field: "Value", .sleepHoursZeroTo24)
                    }
                    try sink.receive(ImportItem(dedupeKey: "track-and-graph|sleep|\(written.date)", value: .sleep(written.date, hours: value)))
                case .glucose, .glucoseMmol:
                    let unit: GlucoseUnit = feature == .glucose ? .mgPerDL : .mmolPerL
                    let reading = try GlucoseReading(value: value, unit: unit, time: time, source: .manual)
                    try sink.receive(ImportItem(dedupeKey: key, value: .glucose(reading)))
                }
            } catch let error as ValidationError {
                throw row.error("Value", error.problem)
            }
        }
    }
}
