/// Population values used when a person has neither history nor onboarding answers.
public enum CycleDefaults {
    /// The textbook 28/5 cycle; the interval around it is wide (see `CyclePredictor`).
    public static let cycleLength = 28
    public static let periodLength = 5
    /// Days from ovulation to the next period (luteal phase), for the calendar method.
    public static let lutealPhaseDays = 14
    /// Cycles longer than this many times the median are probably a period that was not logged.
    public static let missedLogFactor = 2.0
}
