/// The optional passcode against prying eyes: 4–8 digits that lock the web app after
/// some idle minutes; five wrong tries end the session.
public enum PasscodeRules {
    public static let digits = 4...8
    public static let idleMinutes = 1...120
    public static let defaultIdleMinutes = 5
    public static let maximumTries = 5

    public static func check(_ passcode: String, field: String = "passcode") throws(ValidationError) {
        guard digits.contains(passcode.count), passcode.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw ValidationError(field: field, .fourToEightDigits)
        }
    }

    public static func checkIdle(_ minutes: Int, field: String = "idleMinutes") throws(ValidationError) {
        guard idleMinutes.contains(minutes) else { throw ValidationError(field: field, .oneTo120Minutes) }
    }

    /// Locked when the last activity is longer ago than the idle time.
    public static func isIdle(lastSeen: Double, now: Double, idleMinutes: Int) -> Bool {
        now - lastSeen > Double(idleMinutes) * 60
    }
}
