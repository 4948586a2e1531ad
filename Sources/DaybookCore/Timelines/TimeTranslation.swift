/// The time translation: a scenario's span mapped onto a run time in seconds.
public enum TimeTranslation {
    /// displayRatio = totalTime / (endDouble − startDouble).
    /// Negative when a scenario runs from a larger to a smaller value; timings stay positive.
    public static func displayRatio(totalTime: Double, start: Double, end: Double) -> Double {
        totalTime / (end - start)
    }

    /// displayTiming = (event.startDouble − scenario.startDouble) × displayRatio, in seconds of run
    /// time.
    public static func displayTiming(eventStart: Double, scenarioStart: Double, displayRatio: Double) -> Double {
        (eventStart - scenarioStart) * displayRatio
    }

    /// Every event's displayTiming for a run of `totalTime` seconds, in the scenario's event order.
    /// Not limited to the allowed run times, so a 365-day "Cosmic Calendar" can be computed.
    public static func displayTimings(of scenario: Scenario, totalTime: Double) -> [Double] {
        let ratio = displayRatio(totalTime: totalTime, start: scenario.startDouble, end: scenario.endDouble)
        return scenario.events.map {
            displayTiming(eventStart: $0.startDouble, scenarioStart: scenario.startDouble, displayRatio: ratio)
        }
    }
}
