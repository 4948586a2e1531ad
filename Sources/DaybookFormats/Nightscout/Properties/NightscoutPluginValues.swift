import Foundation

/// What Nightscout's plugins share: alarm levels (lib/levels.js), instants read as moment.js reads
/// them and written as it writes them, "5m ago" (timeago.js) and JavaScript's number formatting.
enum NightscoutPluginValues {
    /// lib/constants.json: LEVEL_URGENT … LEVEL_NONE.
    enum Level: Int64 {
        case urgent = 2, warn = 1, info = 0, none = -3

        /// levels.toStatusClass.
        var statusClass: String {
            switch self {
            case .urgent: "urgent"
            case .warn: "warn"
            case .info, .none: "current"
            }
        }
    }

    /// An instant in ms from a number of ms or an ISO string, as `moment(x)` reads both.
    static func mills(_ value: NightscoutJSON?) -> Int64? {
        switch value {
        case .integer(let ms)?: return ms
        case .number(let ms)?: return ms.isFinite ? Int64(ms) : nil
        case .string(let text)?:
            if let ms = Double(text), ms.isFinite { return Int64(ms) }
            return NightscoutTime.parse(text).map(NightscoutTime.milliseconds)
        default: return nil
        }
    }

    /// A moment as JSON writes it: ISO 8601 in UTC with milliseconds.
    static func moment(_ mills: Int64) -> NightscoutJSON {
        .string(NightscoutTime.isoString(NightscoutTime.date(milliseconds: Double(mills))))
    }

    /// timeago.js's short form, as pump.js shows the pump's clock: "5m ago", "2h ago", "future".
    static func ago(_ mills: Int64, now: Int64) -> String {
        let since = now - mills
        let minute: Int64 = 60_000, hour = 60 * minute, day = 24 * hour
        if mills - 5 * minute > now { return "future" }
        if mills > now { return "1m ago" }
        func rounded(_ divisor: Int64) -> Int64 { max(1, Int64((Double(since) / Double(divisor)).rounded())) }
        if since < hour { return "\(rounded(minute))m ago" }
        if since < day { return "\(rounded(hour))h ago" }
        if since < 7 * day { return "\(rounded(day))d ago" }
        return "ago"
    }

    /// JavaScript's `x.toFixed(digits)`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// JavaScript's `x.toPrecision(3)` for the numbers a reservoir holds (no exponent below 1000).
    static func precision3(_ value: Double) -> String {
        guard value != 0 else { return "0.00" }
        let magnitude = Int(floor(log10(abs(value))))
        if magnitude >= 3 {
            let mantissa = value / pow(10, Double(magnitude))
            return fixed(mantissa, 2) + "e+\(magnitude)"
        }
        return fixed(value, max(0, 2 - magnitude))
    }

    /// How a JavaScript number prints: no fraction when whole.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// `Math.round(x + "e+3") + "e-3"`: three decimals, halves toward +∞ as Math.round does.
    static func round3(_ value: Double) -> Double {
        (value * 1000 + 0.5).rounded(.down) / 1000
    }
}
