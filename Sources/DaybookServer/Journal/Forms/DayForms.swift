import DaybookCore
import Foundation

/// The once-a-day forms: how the day went and the daily metrics.
/// Both show what is stored for the date and save the form as the day's new record.
enum SymptomsForm {
    static func fields(_ tracking: TrackingPreferences) -> [FieldSpec] {
        var fields = [FieldSpec(name: "date", labelKey: "date", control: .day)]
        if tracking.trackFlow {
            fields.append(SymptomChoices.field("flow", labelKey: "flow", SymptomChoices.flow, prefix: "flow"))
        }
        if tracking.trackMood {
            fields.append(SymptomChoices.field("mood", labelKey: "mood", SymptomChoices.mood, prefix: "mood"))
        }
        if tracking.trackSleep {
            fields.append(FieldSpec(name: "sleep", labelKey: "sleepHours", control: .number, optional: true, min: "0", max: "24", step: "0.5"))
        }
        if tracking.trackCramps {
            fields.append(SymptomChoices.field("cramps", labelKey: "cramps", SymptomChoices.cramps, prefix: "cramps"))
        }
        fields.append(FieldSpec(name: "notes", labelKey: "notes", control: .textarea, optional: true))
        return fields
    }

    static func values(_ symptoms: Symptoms?, date: LocalDate, language: Language) -> [String: String] {
        var values = ["date": date.description]
        values["flow"] = symptoms?.flow?.rawValue
        values["mood"] = symptoms?.mood?.rawValue
        values["sleep"] = symptoms?.sleep.map { NumberText.format($0, language: language, decimals: 2) }
        values["cramps"] = symptoms?.cramps?.rawValue
        values["notes"] = symptoms?.notes
        return values
    }

    /// The day's symptoms after the form: categories the form does not show (switched off) and the
    /// hours per exercise type (not on this form) keep their stored values. Every wrong field is named.
    static func symptoms(from form: [String: String], stored: Symptoms?, tracking: TrackingPreferences) throws -> Symptoms {
        var check = FormCheck()
        func choice<T: RawRepresentable<String>>(_ name: String, _: T.Type, shown: Bool, stored: T?) throws -> T? {
            guard shown else { return stored }
            return try check.field { () throws -> T? in
                let text = form[name] ?? ""
                if text.isEmpty { return nil }
                guard let value = T(rawValue: text) else { throw ValidationError(field: name, .notAChoice) }
                return value
            } ?? nil
        }
        let flow = try choice("flow", FlowLevel.self, shown: tracking.trackFlow, stored: stored?.flow)
        let mood = try choice("mood", MoodLevel.self, shown: tracking.trackMood, stored: stored?.mood)
        let cramps = try choice("cramps", CrampLevel.self, shown: tracking.trackCramps, stored: stored?.cramps)
        var sleep = stored?.sleep
        if tracking.trackSleep {
            sleep = try check.field { () throws -> Double? in
                let hours = try FormNumber.optional(form["sleep"], field: "sleep")
                if let hours { try EntryRules.check(hours, in: Symptoms.hoursRange, unit: "hours", field: "sleep") }
                return hours
            } ?? nil
        }
        let trimmed = (form["notes"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let notes = trimmed.isEmpty ? nil : trimmed
        _ = try check.field { try EntryRules.check(notes, maximum: Symptoms.maximumNotesLength, field: "notes") }
        try check.finish()
        return try Symptoms(flow: flow, mood: mood, sleep: sleep, cramps: cramps, exercise: stored?.exercise ?? [:], notes: notes)
    }
}

enum MetricsForm {
    static func fields() -> [FieldSpec] {
        [FieldSpec(name: "date", labelKey: "date", control: .day)] + Metric.allCases.map { metric in
            FieldSpec(name: metric.rawValue, labelKey: "metricInput.\(metric.rawValue)", control: .number, optional: true,
                      min: String(metric.range.lowerBound), max: String(metric.range.upperBound), step: "0.5")
        }
    }

    static func values(_ metrics: DailyMetrics?, date: LocalDate, language: Language) -> [String: String] {
        var values = ["date": date.description]
        for metric in Metric.allCases {
            values[metric.rawValue] = metrics?[metric].map { NumberText.format($0, language: language, decimals: 2) }
        }
        return values
    }

    /// nil when every field is empty: the day's metrics are removed. Every wrong field is named.
    static func metrics(from form: [String: String]) throws -> DailyMetrics? {
        var check = FormCheck()
        var values: [Metric: Double] = [:]
        for metric in Metric.allCases {
            values[metric] = try check.field { () throws -> Double? in
                let value = try FormNumber.optional(form[metric.rawValue], field: metric.rawValue)
                if let value { try EntryRules.check(value, in: metric.range, unit: metric.unit, field: metric.rawValue) }
                return value
            } ?? nil
        }
        try check.finish()
        if values.isEmpty { return nil }
        return try DailyMetrics(sleep: values[.sleep], activity: values[.activity], work: values[.work], diet: values[.diet])
    }
}

/// A number typed into a form: "6.5" and "6,5" both work; empty is none.
enum FormNumber {
    static func optional(_ text: String?, field: String) throws -> Double? {
        if (text ?? "").trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        guard let number = NumberText.read(text ?? "") else { throw ValidationError(field: field, .number) }
        return number
    }
}
