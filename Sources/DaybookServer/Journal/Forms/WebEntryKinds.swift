import DaybookCore
import Foundation

/// The timestamped kinds of the journal on the web, in the order the log page shows them.
enum WebEntryKinds {
    static var all: [any WebEntryKind.Type] { [
        StressWebKind.self, GlucoseWebKind.self, InsulinWebKind.self, MealWebKind.self, ExerciseWebKind.self, SpanWebKind.self,
        WeightWebKind.self, TemperatureWebKind.self, OvulationTestWebKind.self,
    ] }

    static func named(_ path: String?) -> (any WebEntryKind.Type)? {
        all.first { $0.path == path }
    }

    static func time(_ date: Date, _ preferences: Preferences) -> String {
        TimeText.format(date, zone: preferences.zone, language: preferences.language)
    }

    static func options<T: RawRepresentable<String> & CaseIterable>(_: T.Type, prefix: String) -> [(value: String, labelKey: String)] {
        T.allCases.map { ($0.rawValue, "\(prefix).\($0.rawValue)") }
    }
}

enum StressWebKind: WebEntryKind {
    typealias Endpoint = StressEndpoint
    static let titleKey = "logStress"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "level", labelKey: "stressLevel", control: .range, min: "1", max: "10", step: "1"),
        FieldSpec(name: "note", labelKey: "note", control: .text, optional: true),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackStress }
    static func summary(_ output: EntryOutput<StressRating>, preferences: Preferences, strings: Catalogue) -> String {
        let level = "\(strings["logStress"] ?? "") \(output.value.level)"
        return [WebEntryKinds.time(output.value.time, preferences), level, output.value.note].compactMap { $0 }.joined(separator: " · ")
    }
}

enum GlucoseWebKind: WebEntryKind {
    typealias Endpoint = GlucoseEndpoint
    static let titleKey = "glucose"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "value", labelKey: "glucoseValue.\(preferences.glucoseUnit.rawValue)", control: .number,
                  min: "0", step: preferences.glucoseUnit == .mgPerDL ? "1" : "0.1"),
        FieldSpec(name: "source", labelKey: "source", control: .select, options: WebEntryKinds.options(GlucoseSource.self, prefix: "source")),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackGlucose }
    static func summary(_ output: GlucoseOutput, preferences: Preferences, strings: Catalogue) -> String {
        let value = "\(NumberText.format(output.value, language: preferences.language))\u{00A0}\(output.unit.rawValue)"
        return [WebEntryKinds.time(output.time, preferences), value, strings["tag.\(output.tag.rawValue)"] ?? output.tag.rawValue]
            .joined(separator: " · ")
    }
}

enum InsulinWebKind: WebEntryKind {
    typealias Endpoint = InsulinEndpoint
    static let titleKey = "insulin"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "units", labelKey: "units", control: .number, min: "0", step: "0.5"),
        FieldSpec(name: "kind", labelKey: "insulinKind", control: .select, options: WebEntryKinds.options(InsulinKind.self, prefix: "insulin")),
        FieldSpec(name: "name", labelKey: "insulinName", control: .text, optional: true),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackInsulin }
    static func summary(_ output: EntryOutput<InsulinDose>, preferences: Preferences, strings: Catalogue) -> String {
        let units = "\(NumberText.format(output.value.units, language: preferences.language))\u{00A0}\(strings["unitsShort"] ?? "U")"
        return [WebEntryKinds.time(output.value.time, preferences), units, strings["insulin.\(output.value.kind.rawValue)"], output.value.name]
            .compactMap { $0 }.joined(separator: " · ")
    }
}

enum MealWebKind: WebEntryKind {
    typealias Endpoint = MealEndpoint
    static let titleKey = "meal"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "name", labelKey: "mealName", control: .text),
        FieldSpec(name: "carbs", labelKey: "carbs", control: .number, min: "0", step: "1"),
        FieldSpec(name: "protein", labelKey: "protein", control: .number, min: "0", step: "1", initial: "0"),
        FieldSpec(name: "fat", labelKey: "fat", control: .number, min: "0", step: "1", initial: "0"),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackMeals }
    static func summary(_ output: EntryOutput<Meal>, preferences: Preferences, strings: Catalogue) -> String {
        // "55 g carbohydrates": the form label's "(g)" is for the field, not the sentence.
        let carbs = "\(NumberText.format(output.value.carbs, language: preferences.language))\u{00A0}g \(strings["carbsWord"] ?? "")"
        return [WebEntryKinds.time(output.value.time, preferences), output.value.name, carbs].joined(separator: " · ")
    }
}

enum ExerciseWebKind: WebEntryKind {
    typealias Endpoint = ExerciseEndpoint
    static let titleKey = "exercise"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "name", labelKey: "exerciseName", control: .text),
        FieldSpec(name: "minutes", labelKey: "minutes", control: .number, min: "1", step: "1"),
        FieldSpec(name: "intensity", labelKey: "intensity", control: .select, initial: "medium",
                  options: WebEntryKinds.options(ExerciseIntensity.self, prefix: "intensity")),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackExercise }
    static func summary(_ output: EntryOutput<ExerciseSession>, preferences: Preferences, strings: Catalogue) -> String {
        let minutes = "\(NumberText.format(output.value.minutes, language: preferences.language))\u{00A0}min"
        return [WebEntryKinds.time(output.value.time, preferences), output.value.name, minutes,
                strings["intensity.\(output.value.intensity.rawValue)"] ?? ""].joined(separator: " · ")
    }
}

enum SpanWebKind: WebEntryKind {
    typealias Endpoint = SpanEndpoint
    static let titleKey = "span"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "kind", labelKey: "spanKind", control: .select, options: WebEntryKinds.options(SpanKind.self, prefix: "span")),
        FieldSpec(name: "start", labelKey: "spanStart", control: .datetime),
        FieldSpec(name: "end", labelKey: "spanEnd", control: .datetime, optional: true),
        FieldSpec(name: "note", labelKey: "note", control: .text, optional: true),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackIllness }
    static func summary(_ output: SpanOutput, preferences: Preferences, strings: Catalogue) -> String {
        let end = output.end.map { WebEntryKinds.time($0, preferences) } ?? (strings["ongoing"] ?? "ongoing")
        return [strings["span.\(output.kind.rawValue)"] ?? output.kind.rawValue,
                "\(WebEntryKinds.time(output.start, preferences)) – \(end)", output.note].compactMap { $0 }.joined(separator: " · ")
    }
}
