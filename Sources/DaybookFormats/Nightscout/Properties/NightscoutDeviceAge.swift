import Foundation

/// The ages Nightscout's pills show, from the newest treatment of their kind up to now:
/// `cage` cannula (Site Change; cannulaage.js), `iage` insulin (Insulin Change; insulinage.js),
/// `bage` pump battery (Pump Battery Change; batteryage.js) and `sage` sensor (Sensor Start and
/// Sensor Change, each with its own age and `min` naming the newer; sensorage.js). Ages are whole
/// hours; `display` is "50h" (cage) or "2d2h"; `level` follows each plugin's default thresholds.
enum NightscoutDeviceAge: String, CaseIterable {
    case cage, iage, bage, sage

    typealias Level = NightscoutPluginValues.Level

    /// Hours at which the info, warn and urgent levels begin.
    var thresholds: (info: Int64, warn: Int64, urgent: Int64) {
        switch self {
        case .cage, .iage: (44, 48, 72)
        case .bage: (312, 336, 360)
        case .sage: (6 * 24, 7 * 24 - 4, 7 * 24 - 2)
        }
    }

    func property(_ treatments: [NightscoutProperties.Dated], now: Int64) -> NightscoutDocument {
        switch self {
        case .cage: age(of: newest("Site Change", treatments, now), now: now, daysAndHours: false)
        case .iage: age(of: newest("Insulin Change", treatments, now), now: now, daysAndHours: true)
        case .bage: age(of: newest("Pump Battery Change", treatments, now), now: now, daysAndHours: true)
        case .sage: sensor(treatments, now: now)
        }
    }

    private func newest(_ eventType: String, _ treatments: [NightscoutProperties.Dated], _ now: Int64) -> NightscoutProperties.Dated? {
        treatments.filter { $0.mills <= now && ($0.document["eventType"]?.stringValue?.contains(eventType) ?? false) }.max { $0.mills < $1.mills }
    }

    private func age(of treatment: NightscoutProperties.Dated?, now: Int64, daysAndHours: Bool) -> NightscoutDocument {
        var info: NightscoutDocument = ["found": .bool(false), "age": .integer(0), "treatmentDate": .null]
        if self != .iage { info["checkForAlert"] = .bool(false) }
        var hours: Int64 = 0
        if let treatment {
            info.merge(Self.elapsed(since: treatment, now: now)) { $1 }
            hours = info["age"].flatMap(\.numberValue).map { Int64($0) } ?? 0
            info["display"] = .string(daysAndHours ? Self.daysAndHours(hours) : "\(hours)h")
        } else if self != .iage {
            info["display"] = .string("n/a ")
        }
        info["level"] = .integer(level(hours).rawValue)
        return info
    }

    private func sensor(_ treatments: [NightscoutProperties.Dated], now: Int64) -> NightscoutDocument {
        var events: NightscoutDocument = [:]
        var found: [String: Int64] = [:]
        for eventType in ["Sensor Start", "Sensor Change"] {
            guard let treatment = treatments.filter({ $0.mills <= now && $0.document["eventType"]?.stringValue == eventType }).max(by: { $0.mills < $1.mills }) else {
                events[eventType] = .object(["found": .bool(false)])
                continue
            }
            var info = Self.elapsed(since: treatment, now: now)
            let hours = Int64(info["age"]?.numberValue ?? 0)
            info["display"] = .string(Self.daysAndHours(hours))
            let days = hours / 24, rest = hours % 24
            info["displayLong"] = .string((hours >= 24 ? "\(days) days " : "") + "\(rest) hours")
            events[eventType] = .object(info)
            found[eventType] = treatment.mills
        }
        // A change after the start replaces it: the start no longer counts.
        if let change = found["Sensor Change"], let start = found["Sensor Start"], change >= start, var startInfo = events["Sensor Start"]?.objectValue {
            startInfo["found"] = .bool(false)
            events["Sensor Start"] = .object(startInfo)
            found["Sensor Start"] = nil
        }
        let newest = found.max { $0.value < $1.value }?.key ?? "Sensor Start"
        if var info = events[newest]?.objectValue {
            let hours = info["age"].flatMap(\.numberValue).map { Int64($0) }
            info["level"] = .integer(hours.map(level)?.rawValue ?? Level.none.rawValue)
            events[newest] = .object(info)
        }
        events["min"] = .string(newest)
        return events
    }

    private func level(_ hours: Int64) -> Level {
        let limits = thresholds
        // insulinage.js compares against an undefined urgent limit, so its level never becomes urgent.
        if hours >= limits.urgent, self != .iage { return .urgent }
        if hours >= limits.warn { return .warn }
        if hours >= limits.info { return .info }
        return .none
    }

    /// moment's diff in whole days, hours and minutes past the hour, as the plugins keep them.
    private static func elapsed(since treatment: NightscoutProperties.Dated, now: Int64) -> NightscoutDocument {
        let minutes = (now - treatment.mills) / 60_000
        let hours = minutes / 60
        var info: NightscoutDocument = [
            "found": .bool(true), "treatmentDate": .integer(treatment.mills), "age": .integer(hours), "days": .integer(hours / 24),
            "hours": .integer(hours % 24), "minFractions": .integer(minutes - hours * 60),
        ]
        if let notes = treatment.document["notes"] { info["notes"] = notes }
        return info
    }

    private static func daysAndHours(_ hours: Int64) -> String {
        (hours >= 24 ? "\(hours / 24)d" : "") + "\(hours % 24)h"
    }
}
