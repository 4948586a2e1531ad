import Foundation

/// `pump` (pump.js): the device status of the last two hours whose pump clock is newest, with
/// `data` as the pump pill shows it — reservoir, battery, clock, status — each with its alarm
/// level at Nightscout's default thresholds, and the worst of them as `level` and `title`.
enum NightscoutPumpStatus {
    typealias Level = NightscoutPluginValues.Level
    static let warnClock: Int64 = 30, urgentClock: Int64 = 60
    static let warnReservoir = 10.0, urgentReservoir = 5.0
    static let warnPercent = 30.0, urgentPercent = 20.0, warnVolts = 1.35, urgentVolts = 1.3

    static func property(_ statuses: [NightscoutProperties.Dated], now: Int64) -> NightscoutDocument? {
        var newest: (clock: Int64, status: NightscoutDocument, mills: Int64)?
        for status in statuses where status.mills <= now && status.mills >= now - urgentClock * 2 * 60_000 {
            guard let pump = status.document["pump"] else { continue }
            let clock = NightscoutPluginValues.mills(pump.objectValue?["clock"]) ?? status.mills
            if newest.map({ clock > $0.clock }) ?? true { newest = (clock, status.document, status.mills) }
        }
        guard let newest else { return nil }
        var result = newest.status
        result["mills"] = .integer(newest.mills)
        result["clockMills"] = .integer(newest.clock)
        result["data"] = .object(data(newest.status, now: now))
        return result
    }

    private static func data(_ status: NightscoutDocument, now: Int64) -> NightscoutDocument {
        let pump = status["pump"]?.objectValue ?? [:]
        var fields: [(name: String, field: NightscoutDocument, level: Level, message: String?)] = []
        var data: NightscoutDocument = [
            "reservoir_display_override": pump["reservoir_display_override"] ?? .null,
            "reservoir_level_override": pump["reservoir_level_override"] ?? .null,
            "extended": pump["extended"] ?? .null,
        ]
        for key in ["manufacturer", "model"] { if let value = pump[key] { data[key] = value } }
        if let clock = NightscoutPluginValues.mills(pump["clock"]) {
            let age = now - clock
            let (level, message): (Level, String?) = age > urgentClock * 60_000 ? (.urgent, "URGENT: Pump data stale")
                : age > warnClock * 60_000 ? (.warn, "Warning, Pump data stale") : (.none, nil)
            fields.append(("clock", ["value": NightscoutPluginValues.moment(clock), "label": .string("Last Clock"),
                                     "display": .string(NightscoutPluginValues.ago(clock, now: now))], level, message))
        }
        if let reservoir = pump["reservoir"]?.numberValue {
            let (level, message): (Level, String?) = reservoir < urgentReservoir ? (.urgent, "URGENT: Pump Reservoir Low")
                : reservoir < warnReservoir ? (.warn, "Warning, Pump Reservoir Low") : (.none, nil)
            var field: NightscoutDocument = ["value": .numeric(reservoir), "label": .string("Reservoir"),
                                             "display": .string(NightscoutPluginValues.precision3(reservoir) + "U")]
            if let shown = pump["reservoir_display_override"]?.stringValue { field["display"] = .string(shown) }
            fields.append(("reservoir", field, level, message))
        } else if pump["manufacturer"]?.stringValue == "Insulet" {
            // An Omnipod reports its reservoir only below 50 U.
            fields.append(("reservoir", ["label": .string("Reservoir"), "display": .string("50+ U")], .none, nil))
        }
        if let status = pump["status"]?.objectValue {
            let suspended = NightscoutV3JavaScript.isTruthy(status["suspended"])
            let value = NightscoutV3JavaScript.isTruthy(status["bolusing"]) ? "bolusing" : suspended ? "suspended" : status["status"]?.stringValue ?? "normal"
            fields.append(("status", ["value": .string(value), "display": .string(value), "label": .string("Status")], .none, nil))
        }
        let battery = pump["battery"]?.objectValue
        if let percent = battery?["percent"]?.numberValue, percent != 0 {
            fields.append(batteryField(percent, unit: "percent", suffix: "%", urgent: urgentPercent, warn: warnPercent))
        } else if let volts = battery?["voltage"]?.numberValue, volts != 0 {
            fields.append(batteryField(volts, unit: "volts", suffix: "v", urgent: urgentVolts, warn: warnVolts))
        }
        var level = Level.none
        var title = "Pump Status"
        for name in ["reservoir", "battery", "clock", "status"] {
            guard let item = fields.first(where: { $0.name == name }) else { continue }
            var field = item.field
            field["level"] = .integer(item.level.rawValue)
            if let message = item.message { field["message"] = .string(message) }
            data[name] = .object(field)
            if item.level.rawValue > level.rawValue {
                level = item.level
                title = item.message ?? title
            }
        }
        data["device"] = .object(["label": .string("Device"), "display": status["device"] ?? .null])
        data["level"] = .integer(level.rawValue)
        data["title"] = .string(title)
        if level != .none {
            data["message"] = .string([("battery", "Pump Battery: "), ("reservoir", "Pump Reservoir: ")].compactMap { name, prefix in
                data[name]?.objectValue?["display"]?.stringValue.map { prefix + $0 }
            }.joined(separator: "\n"))
        }
        return data
    }

    private static func batteryField(_ value: Double, unit: String, suffix: String, urgent: Double, warn: Double)
        -> (name: String, field: NightscoutDocument, level: Level, message: String?) {
        let (level, message): (Level, String?) = value < urgent ? (.urgent, "URGENT: Pump Battery Low")
            : value < warn ? (.warn, "Warning, Pump Battery Low") : (.none, nil)
        return ("battery", ["value": .numeric(value), "unit": .string(unit), "label": .string("Battery"),
                            "display": .string(NightscoutPluginValues.text(value) + suffix)], level, message)
    }
}
