import DaybookApp
import DaybookCore
import Foundation

/// The morning entry on the log page: the waking temperature with its time, the mucus, the LH test
/// and the flow of one date, each shown only when the person tracks it. A part not shown is left as
/// stored; a part emptied is removed.
enum MorningForm {
    static let key = "morning"
    static let tests: [(OvulationTestResult, String)] = [(.negative, "➖"), (.positive, "➕"), (.peak, "⏫"), (.invalid, "✖️")]

    static func fields(_ preferences: Preferences) -> [FieldSpec] {
        let tracking = preferences.tracking
        var fields = [FieldSpec(name: "date", labelKey: "date", control: .day)]
        if tracking.trackTemperature {
            fields += [
                FieldSpec(name: "temperature", labelKey: "temperatureValue", control: .number, optional: true, min: "30", step: "0.01"),
                FieldSpec(name: "unit", labelKey: "unit", control: .select,
                          options: TemperatureUnit.allCases.map { ($0.rawValue, "temperatureUnit.\($0.rawValue)") }),
                FieldSpec(name: "time", labelKey: "morningTime", control: .time),
                FieldSpec(name: "temperatureExcluded", labelKey: "temperatureExcluded", control: .check, optional: true),
            ]
        }
        if tracking.trackMucus { fields += FertilityForm.fields().filter { $0.name != "date" } }
        if tracking.trackOvulationTests { fields.append(SymptomChoices.field("ovulationTest", labelKey: "ovulationTest", tests, prefix: "lh")) }
        if tracking.trackFlow { fields.append(SymptomChoices.field("flow", labelKey: "flow", SymptomChoices.flow, prefix: "flow")) }
        return fields
    }

    static func values(_ view: MorningView, preferences: Preferences) -> [String: String] {
        let unit = preferences.temperatureUnit, morning = view.morning
        var values = ["date": view.date.description, "unit": unit.rawValue, "time": view.suggestedTime.description]
        values["temperature"] = morning.temperature.map { NumberText.format($0.value(in: unit), language: preferences.language, decimals: 2) }
        values["temperatureExcluded"] = morning.temperature?.excluded == true ? "true" : nil
        values["mucusFeeling"] = morning.mucus?.feeling.rawValue
        values["mucusTexture"] = morning.mucus?.texture.rawValue
        values["ovulationTest"] = morning.ovulationTest?.rawValue
        values["flow"] = morning.flow?.rawValue
        return values
    }

    /// The date and the morning the form holds; every wrong field is named at once.
    static func read(_ form: [String: String], preferences: Preferences) throws -> (LocalDate, MorningPatch) {
        let tracking = preferences.tracking
        let form = TemperatureAdvice.corrected(form)
        var check = FormCheck()
        let date = try check.field { try LocalDate(parsing: form["date"] ?? "", field: "date") }
        var patch = MorningPatch()
        if tracking.trackTemperature, let date {
            patch.temperature = try check.field { try temperature(form, on: date, preferences: preferences) } ?? .unchanged
        }
        if tracking.trackMucus, let signs = try check.field({ try FertilityForm.signs(from: form) }) {
            patch.mucus = signs.mucus.map { .set($0) } ?? .cleared
        }
        if tracking.trackOvulationTests {
            patch.ovulationTest = try check.field { try choice(form["ovulationTest"], OvulationTestResult.self, field: "ovulationTest") } ?? .unchanged
        }
        if tracking.trackFlow {
            patch.flow = try check.field { try choice(form["flow"], FlowLevel.self, field: "flow") } ?? .unchanged
        }
        try check.finish()
        guard let date else { throw ValidationError(field: "date", .date) }
        return (date, patch)
    }

    /// The reading's messages in the person's language (the °C/°F mix-up with its one-tap fix).
    static func advice(_ form: [String: String], preferences: Preferences, strings: Catalogue) -> [FieldAdvice] {
        let asTemperatureForm = ["value": form["temperature"] ?? "", "unit": form["unit"] ?? ""]
        return TemperatureAdvice.advice(asTemperatureForm, preferences: preferences, strings: strings).map { advice in
            FieldAdvice(field: "temperature", message: advice.message, fix: advice.fix)
        }
    }

    private static func temperature(_ form: [String: String], on date: LocalDate, preferences: Preferences) throws -> PatchValue<BodyTemperature> {
        guard let value = try FormNumber.optional(form["temperature"], field: "temperature") else { return .cleared }
        let unit = TemperatureUnit(rawValue: form["unit"] ?? "") ?? preferences.temperatureUnit
        let time = try (form["time"]).flatMap { $0.isEmpty ? nil : $0 }.map { try TimeOfDay(parsing: $0, field: "time") } ?? .usualWaking
        do {
            return .set(try BodyTemperature(value: value, unit: unit, time: LocalInstant.instant(on: date, at: time, in: preferences.zone),
                                            excluded: form["temperatureExcluded"] == "true"))
        } catch {
            throw ValidationError(field: "temperature", error.problem)
        }
    }

    private static func choice<T: RawRepresentable<String>>(_ text: String?, _: T.Type, field: String) throws -> PatchValue<T> {
        guard let text, !text.isEmpty else { return .cleared }
        guard let value = T(rawValue: text) else { throw ValidationError(field: field, .notAChoice) }
        return .set(value)
    }
}
