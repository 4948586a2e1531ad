import DaybookCore
import Foundation

/// The metrics whose every point is one journal value on its own: a point `{date, qty, source}`, and
/// the extra fields some carry (`reason` of an insulin dose, `value` of a category such as flow).
/// Keys: the metric, the time as written and the source, so a re-sent window adds nothing twice;
/// day fields (flow, mucus) by the day alone, as one day has one.
enum HealthAutoExportReadings {
    static func item(_ metric: HealthAutoExportMetric, _ p: HealthAutoExportPoint, units: String?,
                     context: ImportContext) throws -> ImportItem? {
        let written = try p.instant("date", context: context)
        let time = written.instant(in: context.timeZone)
        let identity = "\(p.string("date") ?? "")|\(p.string("source") ?? "")"
        switch metric {
        case .glucose:
            let unit = try glucoseUnit(units, p)
            let value = try p.number("qty")
            let reading = try p.checked("qty") { () throws(ValidationError) in
                try GlucoseReading(value: value, unit: unit, time: time, source: .meter)
            }
            return ImportItem(dedupeKey: "health-auto-export|blood_glucose|\(identity)", value: .glucose(reading))
        case .insulin:
            let amount = try p.number("qty")
            let kind: InsulinKind
            switch p.string("reason")?.lowercased() {
            case "bolus": kind = .bolus
            case "basal": kind = .basal
            case let other: throw p.error("reason", .quoting(.importNotBolusOrBasal, other ?? ""))
            }
            let dose = try p.checked("qty") { () throws(ValidationError) in
                try InsulinDose(units: amount, kind: kind, time: time)
            }
            return ImportItem(dedupeKey: "health-auto-export|insulin_delivery|\(identity)", value: .insulin(dose))
        case .weight:
            let unit: WeightUnit
            switch units?.lowercased() {
            case "kg": unit = .kg
            case "lb", "lbs": unit = .lb
            case let other: throw p.metricError("units", .quoting(.importNotKgOrLb, other ?? ""))
            }
            let value = try p.number("qty")
            let weight = try p.checked("qty") { () throws(ValidationError) in try Weight(value: value, unit: unit, time: time) }
            return ImportItem(dedupeKey: "health-auto-export|weight_body_mass|\(identity)", value: .weight(weight))
        case .basalTemperature:
            let unit: TemperatureUnit
            switch units?.lowercased() {
            case "degc", "°c", "c": unit = .C
            case "degf", "°f", "f": unit = .F
            case let other: throw p.metricError("units", .quoting(.importNotDegCOrDegF, other ?? ""))
            }
            let value = try p.number("qty")
            let temperature = try p.checked("qty") { () throws(ValidationError) in
                try BodyTemperature(value: value, unit: unit, time: time)
            }
            return ImportItem(dedupeKey: "health-auto-export|basal_body_temperature|\(identity)", value: .temperature(temperature))
        case .flow:
            let label = p.string("value") ?? ""
            guard let level = HealthAutoExportCategory.flow(label) else {
                throw p.error("value", .quoting(.importNotHAEFlow, label))
            }
            // The day as the phone wrote it, whatever zone the server runs in.
            return ImportItem(dedupeKey: "health-auto-export|flow|\(written.date)", value: .flow(written.date, level))
        case .spotting:
            // Bleeding between periods is spotting: it starts no period (FlowLevel.isBleeding).
            return ImportItem(dedupeKey: "health-auto-export|flow|\(written.date)", value: .flow(written.date, .spotting))
        case .mucus:
            let label = p.string("value") ?? ""
            guard let mucus = HealthAutoExportCategory.mucus(label) else {
                throw p.error("value", .quoting(.importNotHAEMucus, label))
            }
            return ImportItem(dedupeKey: "health-auto-export|mucus|\(written.date)", value: .mucus(written.date, mucus))
        case .ovulationTest:
            let label = p.string("value") ?? ""
            guard let result = HealthAutoExportCategory.ovulationTest(label) else {
                throw p.error("value", .quoting(.importNotHAEOvulationTest, label))
            }
            return ImportItem(dedupeKey: "health-auto-export|ovulation_test_result|\(identity)",
                              value: .ovulationTest(OvulationTest(result: result, time: time)))
        case .nutrient, .sleep:
            // Gathered over the whole post (HealthAutoExportMeals, HealthAutoExportSleep).
            return nil
        }
    }

    private static func glucoseUnit(_ units: String?, _ p: HealthAutoExportPoint) throws -> GlucoseUnit {
        switch units?.lowercased() {
        case "mg/dl": return .mgPerDL
        case let text? where text.hasPrefix("mmol"): return .mmolPerL
        case let other: throw p.metricError("units", .quoting(.importNotGlucoseUnit, other ?? ""))
        }
    }
}
