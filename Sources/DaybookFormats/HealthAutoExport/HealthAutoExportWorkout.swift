import DaybookCore
import Foundation

/// One element of `data.workouts`: `name`, `start`, `end` and (version 2 of the app's workout format)
/// `duration` in seconds and an `id`. Only these are read; the route, the heart rate series and the
/// other measurements are passed over without being held, however long the workout.
enum HealthAutoExportWorkout {
    private static let kept: Set<String> = ["id", "name", "start", "end", "duration"]

    /// The workout object the stream stands before, its kept fields as a point.
    static func read(_ json: inout JSONStreamReader, path: String) throws -> HealthAutoExportPoint {
        try json.beginObject(.named(path))
        let line = json.line
        var fields: [String: Any] = [:]
        while let key = try json.nextKey() {
            if kept.contains(key) {
                fields[key] = try json.value(limit: ImportLimits.largestField, what: .named("\(path).\(key)")).value
            } else {
                try json.skipValue()
            }
        }
        return HealthAutoExportPoint(object: fields, line: line, path: path)
    }

    /// The exercise session, or nil (counted as skipped) for one shorter than a minute or longer than a day.
    static func item(_ p: HealthAutoExportPoint, context: ImportContext, sink: any ImportSink) throws -> ImportItem? {
        let start = try p.instant("start", context: context)
        let minutes = try self.minutes(p, start: start, context: context)
        guard ExerciseSession.minutesRange.contains(minutes.rounded()) else {
            sink.skip("workout shorter than a minute or longer than a day")
            return nil
        }
        // A name the journal takes (1…100 characters), whatever the post holds.
        let name = String((p.string("name") ?? "").prefix(100)).trimmingCharacters(in: .whitespacesAndNewlines)
        // The post says nothing about effort; medium is the honest middle.
        let session = try p.checked("name") { () throws(ValidationError) in
            try ExerciseSession(name: name.isEmpty ? "Workout" : name, minutes: minutes.rounded(), intensity: .medium,
                                time: start.instant(in: context.timeZone))
        }
        // Name and start, not the `id`: version 1 of the format has none, and keys stay the same across versions.
        return ImportItem(dedupeKey: "health-auto-export|workout|\(name)|\(p.string("start") ?? "")", value: .exercise(session))
    }

    private static func minutes(_ p: HealthAutoExportPoint, start: WrittenInstant, context: ImportContext) throws -> Double {
        switch p.object["duration"] {
        case nil, is NSNull:
            let end = try p.instant("end", context: context)
            let seconds = end.instant(in: context.timeZone).timeIntervalSince(start.instant(in: context.timeZone))
            guard seconds >= 0 else { throw p.error("end", Problem(.importBefore, ["start": "start"])) }
            return seconds / 60
        case let quantity as [String: Any]:
            let inner = HealthAutoExportPoint(object: quantity, line: p.line, path: "\(p.path).duration")
            let value = try inner.number("qty")
            switch inner.string("units")?.lowercased() {
            case "s", "sec", nil: return value / 60
            case "min": return value
            case "hr", "h": return value * 60
            case let other: throw inner.error("units", .quoting(.importNotDurationUnits, other ?? ""))
            }
        default:
            let seconds = try p.number("duration")
            guard seconds >= 0 else { throw p.error("duration", Problem(.importNotNegative)) }
            return seconds / 60
        }
    }
}
