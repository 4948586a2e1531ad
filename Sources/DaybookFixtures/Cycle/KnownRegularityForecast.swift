import DaybookCore

/// The best a forecast reading only a woman's past starts could do, given more than any app knows:
/// her own cycle SD, how much women's means differ, and how far a logged start strays from the true
/// one. It is the Kalman filter of the simulation's own model: the true start moves by her unknown
/// mean plus her cycle's variation, each logged start is the true one plus logging noise, and her mean
/// starts from the population's. For normal noise that is the exact posterior, so no method that looks
/// backward can expect to beat it by more than the simulation's tails allow.
public struct KnownRegularityForecast: Sendable, Hashable {
    public var populationMean: Double
    public var populationSpread: Double
    /// Variance of the day a start is logged around the true one.
    public var loggingVariance: Double

    public init(statistics: PublishedCycleStatistics) {
        populationMean = statistics.meanCycle
        populationSpread = statistics.betweenWomanSD
        // A start is off by one day (either way) with this probability.
        loggingVariance = statistics.offByOneRate
    }

    /// `cycles` are the ones known before the start to predict, oldest first.
    public func forecast(cycles: [Cycle], withinSD: Double) -> CycleForecast {
        let starts = cycles.map { Double($0.start.dayNumber) } + (cycles.last.map { [Double($0.nextStart.dayNumber)] } ?? [])
        guard let first = starts.first, let last = starts.last else {
            return CycleForecast(cycleLength: populationMean, spread: 0, historyCount: Int.max, source: .history)
        }
        // State: the true last start and her mean cycle, with their covariance.
        var start = first, mean = populationMean
        var startVariance = loggingVariance, covariance = 0.0, meanVariance = populationSpread * populationSpread
        for logged in starts.dropFirst() {
            start += mean
            startVariance += 2 * covariance + meanVariance + withinSD * withinSD
            covariance += meanVariance
            let innovationVariance = startVariance + loggingVariance
            let startGain = startVariance / innovationVariance, meanGain = covariance / innovationVariance
            let innovation = logged - start
            start += startGain * innovation
            mean += meanGain * innovation
            meanVariance -= meanGain * covariance
            covariance *= 1 - startGain
            startVariance *= 1 - startGain
        }
        // Measured from the last logged start, as every forecast is.
        return CycleForecast(cycleLength: start + mean - last, spread: 0, historyCount: Int.max, source: .history)
    }
}
