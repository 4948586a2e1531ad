/// The sleep, activity, work and diet pages: one function for all four metrics (read through one
/// subscript), by week or month.
public enum MetricsAnalysis {
    public static func summary(of values: [DatedValue], period: AnalysisPeriod,
                               containing date: LocalDate) throws(ValidationError) -> PeriodSummary {
        guard period != .day else {
            throw ValidationError(field: "period", .metricsByWeekOrMonth)
        }
        return PeriodSummary(values.map(PeriodObservation.init), period: period, containing: date)
    }
}
