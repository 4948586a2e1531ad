import DaybookCore

/// The temperature form's answer to a reading outside the plausible range, in the person's
/// language: the range, and when the value reads as the other unit (97,9 with °C chosen), the value
/// converted with a button that saves it in that unit.
enum TemperatureAdvice {
    static let fixField = "unitFix"

    static func advice(_ form: [String: String], preferences: Preferences, strings: Catalogue) -> [FieldAdvice] {
        guard let value = NumberText.read(form["value"] ?? ""), let chosen = TemperatureUnit(rawValue: form["unit"] ?? ""),
              !BodyTemperature.celsiusRange.contains(chosen.celsius(value)) else { return [] }
        let language = preferences.language
        guard let mixUp = TemperatureUnitMixUp(value: value, chosen: chosen) else {
            let range = BodyTemperature.celsiusRange
            return [FieldAdvice(field: "value", message: strings.fill("temperatureRange", [
                "low": NumberText.fixed(chosen.from(celsius: range.lowerBound), language: language, decimals: 1),
                "high": NumberText.fixed(chosen.from(celsius: range.upperBound), language: language, decimals: 1),
                "unit": chosen.symbol,
            ]))]
        }
        let words = [
            "value": NumberText.format(value, language: language, decimals: 2), "chosen": chosen.symbol, "likely": mixUp.likely.symbol,
            "converted": NumberText.format(mixUp.inChosenUnit, language: language, decimals: 2),
        ]
        return [FieldAdvice(field: "value", message: strings.fill("temperatureOtherUnit", words),
                            fix: FormFix(name: fixField, value: mixUp.likely.rawValue, label: strings.fill("temperatureUseUnit", words)))]
    }

    /// The form with the unit the fix button chose, for this entry only.
    static func corrected(_ form: [String: String]) -> [String: String] {
        guard let unit = form[fixField].flatMap(TemperatureUnit.init(rawValue:)) else { return form }
        var form = form
        form["unit"] = unit.rawValue
        return form
    }
}
