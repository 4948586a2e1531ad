import DaybookCore
import Foundation

/// Weight, basal temperature and ovulation tests on the web. Values are shown in the person's units
/// (kept in kg and °C); the forms take either unit and offer theirs first.
enum WeightWebKind: WebEntryKind {
    typealias Endpoint = WeightEndpoint
    static let titleKey = "weight"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "value", labelKey: "weightValue", control: .number, min: "0", step: "0.1"),
        FieldSpec(name: "unit", labelKey: "unit", control: .select, initial: preferences.weightUnit.rawValue,
                  options: WeightUnit.allCases.map { ($0.rawValue, "weightUnit.\($0.rawValue)") }),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackWeight }
    static func formValues(_ output: EntryOutput<Weight>, preferences: Preferences) throws -> [String: String] {
        var values = try apiValues(output, preferences: preferences)
        values["value"] = NumberText.format(output.value.value(in: preferences.weightUnit), language: preferences.language, decimals: 2)
        values["unit"] = preferences.weightUnit.rawValue
        return values
    }
    static func summary(_ output: EntryOutput<Weight>, preferences: Preferences, strings: Catalogue) -> String {
        let unit = preferences.weightUnit
        let value = "\(NumberText.format(output.value.value(in: unit), language: preferences.language, decimals: 1))\u{00A0}\(unit.rawValue)"
        return [WebEntryKinds.time(output.value.time, preferences), value].joined(separator: " · ")
    }
}

enum TemperatureWebKind: WebEntryKind {
    typealias Endpoint = TemperatureEndpoint
    static let titleKey = "temperature"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "value", labelKey: "temperatureValue", control: .number, min: "30", step: "0.01"),
        FieldSpec(name: "unit", labelKey: "unit", control: .select, initial: preferences.temperatureUnit.rawValue,
                  options: TemperatureUnit.allCases.map { ($0.rawValue, "temperatureUnit.\($0.rawValue)") }),
        FieldSpec(name: "excluded", labelKey: "temperatureExcluded", control: .check, optional: true),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackTemperature }
    static func formValues(_ output: EntryOutput<BodyTemperature>, preferences: Preferences) throws -> [String: String] {
        var values = try apiValues(output, preferences: preferences)
        values["value"] = NumberText.format(output.value.value(in: preferences.temperatureUnit), language: preferences.language, decimals: 2)
        values["unit"] = preferences.temperatureUnit.rawValue
        return values
    }
    static func advice(_ form: [String: String], preferences: Preferences, strings: Catalogue) -> [FieldAdvice] {
        TemperatureAdvice.advice(form, preferences: preferences, strings: strings)
    }
    static func corrected(_ form: [String: String]) -> [String: String] { TemperatureAdvice.corrected(form) }
    static func summary(_ output: EntryOutput<BodyTemperature>, preferences: Preferences, strings: Catalogue) -> String {
        let unit = preferences.temperatureUnit
        let value = "\(NumberText.format(output.value.value(in: unit), language: preferences.language, decimals: 2))\u{00A0}\(unit.symbol)"
        let excluded = output.value.excluded ? strings["temperatureExcludedShort"] : nil
        return [WebEntryKinds.time(output.value.time, preferences), value, excluded].compactMap { $0 }.joined(separator: " · ")
    }
}

enum OvulationTestWebKind: WebEntryKind {
    typealias Endpoint = OvulationTestEndpoint
    static let titleKey = "ovulationTest"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "result", labelKey: "ovulationTestResult", control: .select,
                  options: WebEntryKinds.options(OvulationTestResult.self, prefix: "lh")),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackOvulationTests }
    static func summary(_ output: EntryOutput<OvulationTest>, preferences: Preferences, strings: Catalogue) -> String {
        [WebEntryKinds.time(output.value.time, preferences), strings["lh.\(output.value.result.rawValue)"] ?? output.value.result.rawValue]
            .joined(separator: " · ")
    }
}
