import DaybookCore
import Foundation

/// `sleep_analysis` in either of its two shapes, which the payload does not announce ("Summarize Data"
/// on or off in the app), told apart by the fields present:
/// - aggregated, one point per night and source: `totalSleep`, `asleep`, `core`, `deep`, `rem`, `inBed`
///   in the metric's units, `sleepStart`/`sleepEnd`. Before version 6.6.2 of the app `asleep` was the
///   total and the source was `sleepSource`; since, `asleep` is only unstaged sleep and `totalSleep` the sum.
/// - segments: `startDate`, `endDate`, `value` (Core, Deep, REM, Asleep, Unspecified, In Bed, Awake).
/// Nights are summed as Apple Health's are (`SleepNights`): dated by the morning they ended, the
/// source with the most sleep counting when several record the same night.
struct HealthAutoExportSleep {
    private var nights = SleepNights()

    mutating func add(_ point: HealthAutoExportPoint, units: String?, context: ImportContext, sink: any ImportSink) throws {
        if point.object["startDate"] != nil {
            try segment(point, context: context, sink: sink)
        } else {
            try night(point, units: units, context: context)
        }
    }

    func deliver(into sink: any ImportSink) throws {
        for (date, hours) in nights.hoursByDate() {
            try sink.receive(ImportItem(dedupeKey: "health-auto-export|sleep|\(date)", value: .sleep(date, hours: hours)))
        }
    }

    private mutating func night(_ point: HealthAutoExportPoint, units: String?, context: ImportContext) throws {
        let hoursPerUnit: Double
        switch units?.lowercased() {
        case "hr", "h", "hours", nil: hoursPerUnit = 1
        case "min": hoursPerUnit = 1.0 / 60
        case let other: throw point.metricError("units", .quoting(.importNotTimeUnit, other ?? ""))
        }
        let source = point.string("source") ?? point.string("sleepSource") ?? ""
        var staged = 0.0
        for key in ["asleep", "core", "deep", "rem"] { staged += try amount(point, key) }
        // A zero is no measurement: some watches send the total as 0 and only the stages, others the reverse.
        let total = try amount(point, "totalSleep")
        let asleep = total > 0 ? total : staged
        let inBed = try amount(point, "inBed")
        if asleep > 0 {
            let day = try nightDate(point, end: "sleepEnd", context: context)
            nights.add(asleep * hoursPerUnit * 3_600, stage: .asleep, night: day, source: source)
        } else if inBed > 0 {
            let day = try nightDate(point, end: "inBedEnd", context: context)
            nights.add(inBed * hoursPerUnit * 3_600, stage: .inBed, night: day, source: point.string("inBedSource") ?? source)
        }
    }

    private func amount(_ point: HealthAutoExportPoint, _ key: String) throws -> Double {
        let value = try point.optionalNumber(key) ?? 0
        guard value >= 0 else { throw point.error(key, Problem(.importNotNegative)) }
        return value
    }

    /// The morning the night ended, as the phone wrote it; the point's `date` when the end is missing.
    private func nightDate(_ point: HealthAutoExportPoint, end: String, context: ImportContext) throws -> LocalDate {
        let key = point.object[end] == nil ? "date" : end
        return try point.instant(key, context: context).date
    }

    private mutating func segment(_ point: HealthAutoExportPoint, context: ImportContext, sink: any ImportSink) throws {
        let start = try point.instant("startDate", context: context)
        let end = try point.instant("endDate", context: context)
        let seconds = end.instant(in: context.timeZone).timeIntervalSince(start.instant(in: context.timeZone))
        guard seconds >= 0 else { throw point.error("endDate", Problem(.importBefore, ["start": "startDate"])) }
        let value = point.string("value") ?? ""
        let stage: SleepNights.Stage
        switch value.lowercased() {
        case "core", "deep", "rem", "asleep", "unspecified": stage = .asleep
        case "in bed", "inbed": stage = .inBed
        default:
            sink.skip("sleep_analysis \(value.isEmpty ? "without value" : value)")
            return
        }
        nights.add(seconds, stage: stage, night: end.date, source: point.string("source") ?? "")
    }
}
