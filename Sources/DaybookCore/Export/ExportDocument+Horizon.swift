import Foundation

extension ExportDocument {
    /// Every journal fact of the document lies within `horizon`, its entries dated in `zone` (the
    /// importing person's); the first that does not is an error naming its place (`glucose[12].time`).
    public func checkDates(within horizon: JournalHorizon, zone: TimeZone) throws(ValidationError) {
        for (index, entry) in symptoms.enumerated() {
            if let date = entry.date { try horizon.check(date, field: "symptoms[\(index)].date") }
        }
        for (index, entry) in metrics.enumerated() {
            if let date = entry.date { try horizon.check(date, field: "metrics[\(index)].date") }
        }
        try check(stress, "stress", horizon, zone)
        try check(glucose, "glucose", horizon, zone)
        try check(insulin, "insulin", horizon, zone)
        try check(meals, "meals", horizon, zone)
        try check(exercise, "exercise", horizon, zone)
        try check(spans, "spans", horizon, zone)
        for (index, pause) in cyclePauses.enumerated() {
            try horizon.check(pause.start, field: "cyclePauses[\(index)].start")
        }
    }

    private func check<Value: Timestamped>(_ entries: [ExportEntry<Value>], _ list: String, _ horizon: JournalHorizon,
                                           _ zone: TimeZone) throws(ValidationError) {
        for (index, entry) in entries.enumerated() {
            try horizon.check(entry.value.time, in: zone, field: "\(list)[\(index)].\(Value.timeField)")
        }
    }
}
