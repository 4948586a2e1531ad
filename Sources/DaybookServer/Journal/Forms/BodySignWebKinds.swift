import DaybookCore
import Foundation

/// Weight, basal temperature and ovulation tests on the web. Values are shown in the unit they are kept
/// in (kg, °C); the forms take either unit.
enum WeightWebKind: WebEntryKind {
    typealias Endpoint = WeightEndpoint
    static let titleKey = "weight"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "value", labelKey: "weightValue", control: .number, min: "0", step: "0.1"),
        FieldSpec(name: "unit", labelKey: "unit", control: .select, options: WeightUnit.allCases.map { ($0.rawValue, "weightUnit.\($0.rawValue)") }),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackWeight }
    static func summary(_ output: EntryOutput<Weight>, preferences: Preferences, strings: [String: String]) -> String {
        let value = "\(NumberText.format(output.value.kilograms, language: preferences.language, decimals: 1)) kg"
        return [WebEntryKinds.time(output.value.time, preferences), value].joined(separator: " · ")
    }
}

enum TemperatureWebKind: WebEntryKind {
    typealias Endpoint = TemperatureEndpoint
    static let titleKey = "temperature"
    static func fields(_ preferences: Preferences) -> [FieldSpec] { [
        FieldSpec(name: "time", labelKey: "dateTime", control: .datetime),
        FieldSpec(name: "value", labelKey: "temperatureValue", control: .number, min: "30", step: "0.01"),
        FieldSpec(name: "unit", labelKey: "unit", control: .select,
                  options: TemperatureUnit.allCases.map { ($0.rawValue, "temperatureUnit.\($0.rawValue)") }),
        FieldSpec(name: "excluded", labelKey: "temperatureExcluded", control: .check, optional: true),
    ] }
    static func isTracked(_ tracking: TrackingPreferences) -> Bool { tracking.trackTemperature }
    static func summary(_ output: EntryOutput<BodyTemperature>, preferences: Preferences, strings: [String: String]) -> String {
        let value = "\(NumberText.format(output.value.celsius, language: preferences.language, decimals: 2)) °C"
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
    static func summary(_ output: EntryOutput<OvulationTest>, preferences: Preferences, strings: [String: String]) -> String {
        [WebEntryKinds.time(output.value.time, preferences), strings["lh.\(output.value.result.rawValue)"] ?? output.value.result.rawValue]
            .joined(separator: " · ")
    }
}
