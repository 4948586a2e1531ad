import DaybookCore
import Foundation

/// Weighings, basal temperatures, cervical mucus and ovulation tests.
extension AppleHealthReader {
    func weight(_ a: [String: String], line: Int) throws {
        let unit: WeightUnit
        let factor: Double
        switch a["unit"] {
        case "kg": (unit, factor) = (.kg, 1)
        case "lb": (unit, factor) = (.lb, 1)
        // HealthKit's stone: 14 lb.
        case "st": (unit, factor) = (.lb, 14)
        case let text: throw ImportError(line: line, field: "unit", .quoting(.importUnknownWeightUnit, text ?? ""))
        }
        let value = try number(a, "value", line: line)
        let start = try instant(a, "startDate", line: line)
        let weight: Weight
        do {
            weight = try Weight(value: value * factor, unit: unit, time: start.instant(in: zone))
        } catch {
            throw ImportError(line: line, field: "value", error.problem)
        }
        try emit("weight|\(a["sourceName"] ?? "")|\(a["startDate"] ?? "")", .weight(weight))
    }

    func temperature(_ a: [String: String], line: Int) throws {
        let unit: TemperatureUnit
        switch a["unit"] {
        case "degC": unit = .C
        case "degF": unit = .F
        case let text: throw ImportError(line: line, field: "unit", .quoting(.importUnknownTemperatureUnit, text ?? ""))
        }
        let value = try number(a, "value", line: line)
        let start = try instant(a, "startDate", line: line)
        let temperature: BodyTemperature
        do {
            temperature = try BodyTemperature(value: value, unit: unit, time: start.instant(in: zone))
        } catch {
            throw ImportError(line: line, field: "value", error.problem)
        }
        try emit("temperature|\(a["sourceName"] ?? "")|\(a["startDate"] ?? "")", .temperature(temperature))
    }

    /// Mucus belongs to the day as the phone wrote it, like flow; the day's best is handed on at the end.
    func cervicalMucus(_ a: [String: String], line: Int) throws {
        let raw = a["value"] ?? ""
        guard let observed = AppleHealthMucus.mucus(raw) else {
            throw ImportError(line: line, field: "value", .quoting(.importUnknownMucus, raw))
        }
        let start = try instant(a, "startDate", line: line)
        mucus.add(observed, on: start.date)
    }

    func ovulationTest(_ a: [String: String], line: Int) throws {
        let raw = a["value"] ?? ""
        guard let result = AppleHealthOvulationTest.result(raw) else {
            throw ImportError(line: line, field: "value", .quoting(.importUnknownOvulationTest, raw))
        }
        let start = try instant(a, "startDate", line: line)
        try emit("ovulationTest|\(a["sourceName"] ?? "")|\(a["startDate"] ?? "")",
                 .ovulationTest(OvulationTest(result: result, time: start.instant(in: zone))))
    }
}
