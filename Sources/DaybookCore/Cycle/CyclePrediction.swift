import Foundation

/// The coming periods as seen on `today`: the next start and end, days
/// until it, the next `cycleCount` cycles with 80% intervals, and the fertile windows before them.
public struct CyclePrediction: Sendable, Hashable, Codable {
    public var status: PredictionStatus
    public var today: LocalDate
    /// The first predicted period whose interval has not fully passed; nil unless status is `.predicted`.
    public var next: PredictedCycle?
    /// Days from today to the next predicted start; negative when the period is late but still
    /// inside its interval.
    public var daysUntil: Int?
    /// The next cycles, starting with `next`.
    public var cycles: [PredictedCycle]
    public var forecast: CycleForecast
    public var averagePeriodLength: Double
    public var method: String
    public var ovulationMethod: String

    public static let cycleCount = 6

    public init(
        periods: [Period],
        pauses: [PauseSpan] = [],
        today: LocalDate,
        onboardingCycleLength: Int? = nil,
        onboardingPeriodLength: Int? = nil,
        predictor: CyclePredictor = .standard
    ) {
        let statistics = CycleStatistics(periods: periods, pauses: pauses,
                                         onboardingCycleLength: onboardingCycleLength,
                                         onboardingPeriodLength: onboardingPeriodLength, today: today)
        self.today = today
        forecast = predictor.forecast(cycles: statistics.cycles, onboardingCycleLength: onboardingCycleLength)
        averagePeriodLength = statistics.averagePeriodLength
        method = CyclePredictor.method
        ovulationMethod = FertileWindow.method
        cycles = []
        let anchor = periods.map(\.start).filter { $0 <= today }.max()
        if pauses.contains(where: { $0.isActive(on: today) }) {
            status = .paused
        } else if let anchor {
            if pauses.contains(where: { $0.overlaps(from: anchor, through: today) }) {
                // A pause since the last period resets the rhythm: wait for the first period after it.
                status = .awaitingPeriodAfterPause
            } else {
                status = .predicted
                let anchorEnd = periods.first { $0.start == anchor }?.end
                cycles = Self.upcoming(from: anchor, anchorEnd: anchorEnd, today: today, forecast: forecast,
                                       periodLength: Int(averagePeriodLength.rounded()))
                next = cycles.first
                daysUntil = next.map { $0.start.days(since: today) }
            }
        } else {
            status = .noHistory
        }
    }

    public init(periods: [Period], pauses: [PauseSpan] = [], today: LocalDate, preferences: Preferences) {
        self.init(periods: periods, pauses: pauses, today: today,
                  onboardingCycleLength: preferences.averageCycleLength,
                  onboardingPeriodLength: preferences.initialPeriodLength)
    }

    /// The predicted period `cyclesAhead` cycles after the one starting at `anchor` (which ended on
    /// `anchorEnd`, when known).
    public static func predicted(after anchor: LocalDate, anchorEnd: LocalDate? = nil, cyclesAhead h: Int,
                                 forecast: CycleForecast, periodLength: Int) -> PredictedCycle {
        let offset = Double(h) * forecast.cycleLength
        let halfWidth = forecast.halfWidth(cyclesAhead: h)
        let length = max(1, periodLength)
        let previousStart = anchor.adding(days: Int((Double(h - 1) * forecast.cycleLength).rounded()))
        let previousEnd = h == 1 ? max(anchorEnd ?? anchor, anchor.adding(days: length - 1)) : previousStart.adding(days: length - 1)
        return PredictedCycle(
            start: anchor.adding(days: Int(offset.rounded())),
            earliest: anchor.adding(days: Int((offset - halfWidth).rounded())),
            latest: anchor.adding(days: Int((offset + halfWidth).rounded())),
            periodLength: periodLength,
            previousPeriodEnd: previousEnd
        )
    }

    /// `cycleCount` cycles, from the first whose latest start is today or later. When cycles were
    /// skipped (nothing logged for a long time) the count of cycles ahead grows, and so do the intervals.
    static func upcoming(from anchor: LocalDate, anchorEnd: LocalDate?, today: LocalDate, forecast: CycleForecast, periodLength: Int) -> [PredictedCycle] {
        var h = 1
        while predicted(after: anchor, anchorEnd: anchorEnd, cyclesAhead: h, forecast: forecast, periodLength: periodLength).latest < today {
            h += 1
        }
        return (h..<(h + cycleCount)).map {
            predicted(after: anchor, anchorEnd: anchorEnd, cyclesAhead: $0, forecast: forecast, periodLength: periodLength)
        }
    }
}

public enum PredictionStatus: String, Sendable, Hashable, Codable {
    case predicted
    /// A pause span is active today: no predictions.
    case paused
    /// A pause ended since the last period; predictions resume with the next logged period.
    case awaitingPeriodAfterPause
    /// No period known, not even the onboarding one.
    case noHistory
}
