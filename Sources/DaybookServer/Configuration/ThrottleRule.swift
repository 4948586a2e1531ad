/// How many attempts one subject (an account or an IP address) may make inside a sliding window.
public struct ThrottleRule: Sendable, Equatable {
    public var limit: Int
    /// Seconds.
    public var window: Double

    public init(limit: Int, window: Double) {
        self.limit = limit
        self.window = window
    }

    /// `COUNT/WINDOW`, the window in seconds or with a unit: `10/15m`, `30/1h`, `5/90s`, `100/1d`.
    init(setting name: String, _ text: String) throws(ConfigurationError) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let limit = Int(parts[0]), limit > 0 else {
            throw ConfigurationError("\(name): \(text) is not COUNT/WINDOW, e.g. 10/1h")
        }
        var number = Substring(parts[1])
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var unit = 1.0
        if let last = number.last, let factor = units[last] {
            unit = factor
            number = number.dropLast()
        }
        guard let amount = Double(number), amount > 0 else {
            throw ConfigurationError("\(name): \(text) has no window, e.g. 10/1h")
        }
        self.init(limit: limit, window: amount * unit)
    }
}
