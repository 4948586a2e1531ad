import Foundation

/// `upbat` (upbat.js): the uploader phones' batteries from the last 30 minutes of device statuses;
/// per device the lowest of its last 10 minutes, and overall the lowest device. `display` is what
/// Nightguard shows ("54%", "3.912v", "?%" when nothing reported).
enum NightscoutUploaderBattery {
    static let recent: Int64 = 30 * 60_000
    static let warn = 30.0, urgent = 20.0

    static func property(_ statuses: [NightscoutProperties.Dated], now: Int64) -> NightscoutDocument {
        var devices: [(uri: String, statuses: [(mills: Int64, uploader: NightscoutDocument, status: NightscoutDocument)])] = []
        for status in statuses where status.mills <= now && status.mills >= now - recent {
            guard let uploader = status.document["uploader"]?.objectValue else { continue }
            let uri = status.document["device"]?.stringValue ?? "uploader"
            let analyzed = (status.mills, analyze(uploader, charging: NightscoutV3JavaScript.isTruthy(status.document["isCharging"])), status.document)
            if let index = devices.firstIndex(where: { $0.uri == uri }) { devices[index].statuses.append(analyzed) }
            else { devices.append((uri, [analyzed])) }
        }
        var result: NightscoutDocument = ["display": .string("?%"), "devices": .object([:])]
        var lowests: [NightscoutDocument] = []
        var shown: NightscoutDocument = [:]
        for device in devices {
            let newestFirst = device.statuses.sorted { $0.mills > $1.mills }
            let since = (newestFirst.first?.mills ?? 0) - 10 * 60_000
            let recentOnes = newestFirst.filter { $0.mills > since }
            let lowest = recentOnes.min { battery($0.uploader) < battery($1.uploader) } ?? newestFirst[0]
            lowests.append(lowest.uploader)
            let name = device.uri.hasPrefix("openaps://") ? String(device.uri.dropFirst("openaps://".count)) : device.uri
            shown[device.uri] = .object([
                "name": .string(name), "uri": .string(device.uri), "min": .object(lowest.uploader),
                "statuses": .array(newestFirst.map { item in
                    var picked: NightscoutDocument = ["uploader": .object(item.uploader), "mills": .integer(item.mills)]
                    for key in ["created_at", "_id"] { if let value = item.status[key] { picked[key] = value } }
                    return .object(picked)
                }),
            ])
        }
        result["devices"] = .object(shown)
        if let min = lowests.min(by: { battery($0) < battery($1) }), min["display"] != nil {
            result["level"] = min["level"]
            result["display"] = min["display"]
            let notification = min["notification"]?.numberValue.flatMap { NightscoutPluginValues.Level(rawValue: Int64($0)) } ?? .none
            result["status"] = .string(notification.statusClass)
            result["min"] = .object(min)
        }
        return result
    }

    /// What upbat.js adds to one status's `uploader`: value, display, level and notification.
    private static func analyze(_ uploader: NightscoutDocument, charging: Bool) -> NightscoutDocument {
        var result = uploader
        let battery = uploader["battery"]?.numberValue.flatMap { $0 == 0 ? nil : $0 }
        var voltage = uploader["batteryVoltage"]?.numberValue.flatMap { $0 == 0 ? nil : $0 }
        if let volts = voltage, volts > 1000 { voltage = volts / 1000 }
        guard battery != nil || voltage != nil else { return result }
        let voltageDisplay = voltage.map { NightscoutPluginValues.fixed($0, 3) + "v" }
        result["value"] = .numeric(battery ?? voltage ?? 0)
        if let voltage, let voltageDisplay {
            result["voltage"] = .numeric(voltage)
            result["voltageDisplay"] = .string(voltageDisplay)
        }
        result["display"] = .string((battery.map { NightscoutPluginValues.text($0) + "%" } ?? voltageDisplay ?? "") + (charging ? "⚡" : ""))
        let percent = battery ?? 0
        result["level"] = .integer(percent >= 95 ? 100 : percent >= 55 ? 75 : percent >= 30 ? 50 : 25)
        if let battery {
            if battery <= warn, battery > urgent { result["notification"] = .integer(NightscoutPluginValues.Level.warn.rawValue) }
            else if battery <= urgent { result["notification"] = .integer(NightscoutPluginValues.Level.urgent.rawValue) }
        }
        return result
    }

    /// lodash's minBy skips statuses without a battery.
    private static func battery(_ uploader: NightscoutDocument) -> Double {
        uploader["battery"]?.numberValue ?? .infinity
    }
}
