import Foundation

/// `loop` (loop.js): Loop's device statuses of the last 6 hours — the last loop, the last enacted
/// temp basal, the last prediction and override, when it last looped without failure — and the
/// symbol its pill shows (`display`: enacted ⌁, recommendation ⏀, looping ↻, error x, warning ⚠;
/// recent means within 15 minutes). Nothing without a Loop status.
enum NightscoutLoopStatus {
    static let recentHours: Int64 = 6
    static let warnMinutes: Int64 = 30

    static func property(_ statuses: [NightscoutProperties.Dated], now: Int64) -> NightscoutDocument? {
        let since = now - recentHours * 3_600_000
        var lastLoop: (mills: Int64, loop: NightscoutDocument)?
        var lastEnacted: (mills: Int64, enacted: NightscoutDocument)?
        var lastOverride: (mills: Int64, override: NightscoutDocument)?
        var lastPredicted: NightscoutJSON?
        var lastOk: Int64?
        var seen = false
        for status in statuses where status.mills <= now && status.mills >= since {
            guard var loop = status.document["loop"]?.objectValue else { continue }
            seen = true
            guard let looped = NightscoutPluginValues.mills(loop["timestamp"]) else { continue }
            loop["moment"] = NightscoutPluginValues.moment(looped)
            if var enacted = loop["enacted"]?.objectValue, let enactedAt = NightscoutPluginValues.mills(enacted["timestamp"]) {
                enacted["moment"] = NightscoutPluginValues.moment(enactedAt)
                loop["enacted"] = .object(enacted)
                if lastEnacted.map({ enactedAt > $0.mills }) ?? true { lastEnacted = (enactedAt, enacted) }
            }
            if lastLoop.map({ looped > $0.mills }) ?? true { lastLoop = (looped, loop) }
            if let predicted = loop["predicted"], predicted.objectValue?["startDate"] != nil { lastPredicted = predicted }
            if var override = status.document["override"]?.objectValue, let overrideAt = NightscoutPluginValues.mills(override["timestamp"]) {
                override["moment"] = NightscoutPluginValues.moment(overrideAt)
                if lastOverride.map({ overrideAt > $0.mills }) ?? true { lastOverride = (overrideAt, override) }
            }
            if loop["failureReason"] == nil, lastOk.map({ looped > $0 }) ?? true { lastOk = looped }
        }
        guard seen else { return nil }
        var result: NightscoutDocument = [
            "lastLoop": lastLoop.map { .object($0.loop) } ?? .null,
            "lastEnacted": lastEnacted.map { .object($0.enacted) } ?? .null,
            "lastPredicted": lastPredicted ?? .null,
            "lastOkMoment": lastOk.map(NightscoutPluginValues.moment) ?? .null,
            "display": .object(display(lastLoop.map { ($0.mills, $0.loop) }, now: now)),
        ]
        if let lastOverride { result["lastOverride"] = .object(lastOverride.override) }
        return result
    }

    private static func display(_ last: (mills: Int64, loop: NightscoutDocument)?, now: Int64) -> NightscoutDocument {
        let recent = now - warnMinutes / 2 * 60_000
        func shown(_ symbol: String, _ code: String, _ label: String) -> NightscoutDocument {
            ["symbol": .string(symbol), "code": .string(code), "label": .string(label)]
        }
        guard let (looped, loop) = last else { return shown("⚠", "warning", "Warning") }
        let enacted = loop["enacted"]?.objectValue
        if loop["failureReason"] != nil || (enacted != nil && !NightscoutV3JavaScript.isTruthy(enacted?["received"])) {
            return shown("x", "error", "Error")
        }
        if enacted != nil, let at = NightscoutPluginValues.mills(loop["timestamp"]), at > recent { return shown("⌁", "enacted", "Enacted") }
        if let recommended = loop["recommendedTempBasal"]?.objectValue, let at = NightscoutPluginValues.mills(recommended["timestamp"]), at > recent {
            return shown("⏀", "recommendation", "Recomendation")
        }
        if looped > recent { return shown("↻", "looping", "Looping") }
        return shown("⚠", "warning", "Warning")
    }
}
