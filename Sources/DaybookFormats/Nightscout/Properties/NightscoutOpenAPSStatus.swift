import Foundation

/// `openaps` (openaps.js; AndroidAPS and Trio upload the same shape): from the last 6 hours of
/// `openaps` device statuses, the last enacted, not enacted and suggested decisions, the last IOB,
/// the predictions, each device seen with its own status, and the loop's status (enacted ⌁,
/// looping ↻, not enacted x, warning ⚠; recent means within 15 minutes). Nothing without such a status.
enum NightscoutOpenAPSStatus {
    static let recentHours: Int64 = 6
    static let warnMinutes: Int64 = 30

    struct Moments {
        var when: Int64?
        var enacted: Int64?
        var notEnacted: Int64?
        var suggested: Int64?
    }

    static func property(_ statuses: [NightscoutProperties.Dated], now: Int64) -> NightscoutDocument? {
        let recent = now - warnMinutes / 2 * 60_000
        var devices: [String: NightscoutDocument] = [:]
        var deviceWhen: [String: Int64] = [:]
        var lastEnacted: (mills: Int64, value: NightscoutDocument)?
        var lastNotEnacted: (mills: Int64, value: NightscoutDocument)?
        var lastSuggested: (mills: Int64, value: NightscoutDocument)?
        var lastIOB: (mills: Int64, value: NightscoutDocument)?
        var lastPredBGs: (mills: Int64, value: NightscoutDocument)?
        var seen = false
        for status in statuses where status.mills <= now && status.mills >= now - recentHours * 3_600_000 {
            guard var openaps = status.document["openaps"]?.objectValue else { continue }
            seen = true
            // AMA uploads an array of predictions, the first being now; `time` serves as its timestamp.
            if var iob = openaps["iob"]?.arrayValue?.first?.objectValue ?? openaps["iob"]?.objectValue {
                if let time = iob["time"] { iob["timestamp"] = time }
                openaps["iob"] = .object(iob)
            }
            let enacted = openaps["enacted"]?.objectValue, suggested = openaps["suggested"]?.objectValue, iob = openaps["iob"]?.objectValue
            var moments = Moments(when: status.mills)
            if let enacted, enacted["timestamp"] != nil {
                let at = NightscoutPluginValues.mills(enacted["mills"] ?? enacted["timestamp"])
                let received = NightscoutV3JavaScript.isTruthy(enacted["received"]) || NightscoutV3JavaScript.isTruthy(enacted["recieved"])
                if received { moments.enacted = at } else { moments.notEnacted = at }
            }
            moments.suggested = suggested.flatMap { NightscoutPluginValues.mills($0["mills"] ?? $0["timestamp"]) }
            let iobAt = iob.flatMap { NightscoutPluginValues.mills($0["mills"] ?? $0["timestamp"]) }

            let uri = status.document["device"]?.stringValue ?? "device"
            var device = devices[uri] ?? ["name": .string(deviceName(uri)), "uri": .string(uri)]
            if deviceWhen[uri].map({ status.mills > $0 }) ?? true {
                var shown = loopStatus(moments, noWarning: true, recent: recent)
                shown["when"] = NightscoutPluginValues.moment(status.mills)
                device["status"] = .object(shown)
                deviceWhen[uri] = status.mills
            }
            if let enacted, let at = moments.enacted, lastEnacted.map({ at > $0.mills }) ?? true {
                var value = enacted
                value["moment"] = NightscoutPluginValues.moment(at)
                lastEnacted = (at, value)
                if let predictions = predBGs(enacted, at: at), lastPredBGs.map({ at > $0.mills }) ?? true { lastPredBGs = (at, predictions) }
            }
            if let enacted, let at = moments.notEnacted, lastNotEnacted.map({ at > $0.mills }) ?? true {
                var value = enacted
                value["moment"] = NightscoutPluginValues.moment(at)
                lastNotEnacted = (at, value)
            }
            if let suggested, let at = moments.suggested, lastSuggested.map({ at > $0.mills }) ?? true {
                var value = suggested
                value["moment"] = NightscoutPluginValues.moment(at)
                lastSuggested = (at, value)
                if let predictions = predBGs(suggested, at: at), lastPredBGs.map({ at > $0.mills }) ?? true { lastPredBGs = (at, predictions) }
            }
            if var value = iob, let at = iobAt, lastIOB.map({ at > $0.mills }) ?? true {
                value["moment"] = NightscoutPluginValues.moment(at)
                lastIOB = (at, value)
            }
            if var mmtune = status.document["mmtune"]?.objectValue, let tuned = NightscoutPluginValues.mills(mmtune["timestamp"]) {
                mmtune["moment"] = NightscoutPluginValues.moment(tuned)
                if device["mmtune"] == nil || deviceWhen[uri] == status.mills { device["mmtune"] = .object(mmtune) }
            }
            devices[uri] = device
        }
        guard seen else { return nil }
        var result: NightscoutDocument = [
            "seenDevices": .object(devices.mapValues(NightscoutJSON.object)),
            "lastEnacted": lastEnacted.map { .object($0.value) } ?? .null,
            "lastNotEnacted": lastNotEnacted.map { .object($0.value) } ?? .null,
            "lastSuggested": lastSuggested.map { .object($0.value) } ?? .null,
            "lastIOB": lastIOB.map { .object($0.value) } ?? .null,
            "lastMMTune": .null,
            "lastPredBGs": lastPredBGs.map { .object($0.value) } ?? .null,
        ]
        // The enacted decision only when strictly later than the suggestion, as openaps.js compares them.
        let latest = lastEnacted.map { enacted in lastSuggested.map { enacted.mills > $0.mills ? enacted : $0 } ?? enacted } ?? lastSuggested
        if let latest {
            result["lastLoopMoment"] = NightscoutPluginValues.moment(latest.mills)
            result["lastEventualBG"] = latest.value["eventualBG"] ?? .null
        }
        let overall = Moments(enacted: lastEnacted?.mills, notEnacted: lastNotEnacted?.mills, suggested: lastSuggested?.mills)
        result["status"] = .object(loopStatus(overall, noWarning: false, recent: recent))
        return result
    }

    /// openaps.js momentsToLoopStatus.
    private static func loopStatus(_ moments: Moments, noWarning: Bool, recent: Int64) -> NightscoutDocument {
        func shown(_ symbol: String, _ code: String, _ label: String) -> NightscoutDocument {
            ["symbol": .string(symbol), "code": .string(code), "label": .string(label)]
        }
        if let notEnacted = moments.notEnacted, moments.enacted.map({ notEnacted > $0 }) ?? (notEnacted > recent) {
            return shown("x", "notenacted", "Not Enacted")
        }
        if let enacted = moments.enacted, enacted > recent { return shown("⌁", "enacted", "Enacted") }
        if let suggested = moments.suggested, suggested > recent { return shown("↻", "looping", "Looping") }
        if let when = moments.when, noWarning || when > recent { return shown("◉", "waiting", "Waiting") }
        return shown("⚠", "warning", "Warning")
    }

    /// The predictions a decision carries, as an object with its moment (an array becomes `values`).
    private static func predBGs(_ decision: NightscoutDocument, at mills: Int64) -> NightscoutDocument? {
        guard let predictions = decision["predBGs"] else { return nil }
        var value = predictions.objectValue ?? ["values": predictions]
        value["moment"] = NightscoutPluginValues.moment(mills)
        return value
    }

    /// utils.deviceName: `openaps://rig/x` → `rig`.
    static func deviceName(_ uri: String) -> String {
        let last = uri.components(separatedBy: "://").last ?? uri
        return last.components(separatedBy: "/").first ?? last
    }
}
