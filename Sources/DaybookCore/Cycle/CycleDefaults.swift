/// Population values used when a person has neither history nor onboarding answers.
public enum CycleDefaults {
    /// The textbook 28/5 cycle; the interval around it is wide (see `CyclePredictor`).
    public static let cycleLength = 28
    public static let periodLength = 5
    /// Days from ovulation to the next period (luteal phase), for the calendar method.
    public static let lutealPhaseDays = 14
    /// Cycles longer than this many times the median are probably a period that was not logged.
    public static let missedLogFactor = 2.0
    /// Bleeding that begins sooner than this after a period began is rarely a new period (cycles under
    /// 18–21 days are rare; Bull et al. 2019, Fehring et al. 2006): the person is asked whether it is one.
    public static let shortestCycle = 18
    /// A longer stretch between two periods is a gap in logging, not a cycle (Bull et al. 2019 left
    /// cycles over 90 days out too): it is never averaged in.
    public static let longestCycle = 90
    /// Longer bleeding is no period length to plan with (a prolonged period is an alert of its own).
    public static let longestPeriod = 15
}
