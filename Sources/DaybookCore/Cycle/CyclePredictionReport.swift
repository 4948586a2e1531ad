/// The output of `daybook cycle predict` and the shape of `/api/v1/cycle/predictions`: the next
/// period with its 80% interval, the fertile window, averages, the next cycles, and how well the
/// method did on this person's own history. Fields that cannot be known (no history, a pause)
/// are left out of the JSON; `status` says why.
public struct CyclePredictionReport: Sendable, Hashable, Codable {
    public var today: LocalDate
    public var status: PredictionStatus
    public var nextStart: LocalDate?
    public var nextStartEarliest: LocalDate?
    public var nextStartLatest: LocalDate?
    public var nextEnd: LocalDate?
    public var daysUntil: Int?
    public var ovulation: LocalDate?
    public var fertileStart: LocalDate?
    public var fertileEnd: LocalDate?
    /// True once the signs confirmed the window's ovulation; left out while it is predicted.
    public var fertileConfirmed: Bool?
    /// Mean of the counted cycles, rounded to 0.1 day.
    public var averageCycleLength: Double
    public var averagePeriodLength: Double
    /// The cycle length the predictions use (recent, outliers left out), rounded to 0.1 day.
    public var predictedCycleLength: Double
    public var cycleLengthSource: StatisticSource
    public var method: String
    public var ovulationMethod: String
    public var cycles: [PredictedCycle]
    public var backtest: BacktestScore
    public var cycleLength: LengthSummary?
    public var periodLength: LengthSummary?
    public var deviations: CycleDeviations
    /// Once this cycle's ovulation is confirmed: the next start from it and the person's own luteal
    /// length, which then is the prediction above; with how it did on their history.
    public var afterOvulation: LutealForecast?

    public init(
        periods: [Period],
        pauses: [PauseSpan] = [],
        flow: [LocalDate: FlowLevel] = [:],
        today: LocalDate,
        onboardingCycleLength: Int? = nil,
        onboardingPeriodLength: Int? = nil
    ) {
        let statistics = CycleStatistics(periods: periods, pauses: pauses,
                                         onboardingCycleLength: onboardingCycleLength,
                                         onboardingPeriodLength: onboardingPeriodLength, today: today)
        let prediction = CyclePrediction(periods: periods, pauses: pauses, today: today,
                                         onboardingCycleLength: onboardingCycleLength,
                                         onboardingPeriodLength: onboardingPeriodLength)
        self.today = today
        status = prediction.status
        let next = prediction.next
        nextStart = next?.start
        nextStartEarliest = next?.earliest
        nextStartLatest = next?.latest
        nextEnd = next?.end
        daysUntil = prediction.daysUntil
        ovulation = next?.ovulation
        fertileStart = next?.fertileStart
        fertileEnd = next?.fertileEnd
        averageCycleLength = Self.tenths(statistics.averageCycleLength)
        averagePeriodLength = Self.tenths(statistics.averagePeriodLength)
        predictedCycleLength = Self.tenths(prediction.forecast.cycleLength)
        cycleLengthSource = prediction.forecast.source
        method = prediction.method
        ovulationMethod = prediction.ovulationMethod
        cycles = prediction.cycles
        backtest = CycleBacktest.run(periods: periods, pauses: pauses)
        cycleLength = statistics.cycleLength
        periodLength = statistics.periodLength
        deviations = DeviationRules.evaluate(periods: periods, flow: flow, pauses: pauses, today: today)
    }

    public init(request: CyclePredictionRequest, today: LocalDate, preferences: Preferences? = nil) {
        self.init(periods: request.periods, pauses: request.pauses, today: today,
                  onboardingCycleLength: preferences?.averageCycleLength,
                  onboardingPeriodLength: preferences?.initialPeriodLength)
    }

    /// The report once the signs are read: a confirmed ovulation in the cycle under way moves the
    /// next start to ovulation plus the luteal phase, unless that interval has passed already (the
    /// period is late after ovulation: the calendar method carries on).
    public func applying(_ forecast: LutealForecast?) -> CyclePredictionReport {
        guard let forecast, forecast.latest >= today else { return self }
        var report = self
        report.afterOvulation = forecast
        report.nextStart = forecast.nextStart
        report.nextStartEarliest = forecast.earliest
        report.nextStartLatest = forecast.latest
        report.nextEnd = forecast.nextStart.adding(days: max(1, Int(averagePeriodLength.rounded())) - 1)
        report.daysUntil = forecast.nextStart.days(since: today)
        report.ovulation = forecast.ovulation
        report.method = LutealForecast.method
        report.ovulationMethod = LutealForecast.ovulationMethod
        return report
    }

    private static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
