/// What the calendar shows for predicted cycles on each day of a range.
public struct CycleDayMark: Sendable, Hashable, Codable {
    public var date: LocalDate
    public var predictedPeriod: Bool
    public var fertile: Bool
    public var ovulation: Bool
    /// A fertile day or ovulation the signs do not tell (yet): counted by the calendar, or still to come.
    public var predicted: Bool

    public init(date: LocalDate, predictedPeriod: Bool = false, fertile: Bool = false, ovulation: Bool = false, predicted: Bool = false) {
        self.date = date
        self.predictedPeriod = predictedPeriod
        self.fertile = fertile
        self.ovulation = ovulation
        self.predicted = predicted
    }
}

public enum CycleCalendarMarks {
    /// The marked days in `from...through`, in date order; days with no mark are left out.
    /// Fertile windows and ovulation days that are already past are shown too, as long as their
    /// period is still predicted (the integrator may hide past ones).
    public static func marks(for prediction: CyclePrediction, from first: LocalDate, through last: LocalDate) -> [CycleDayMark] {
        guard first <= last else { return [] }
        var marks: [LocalDate: CycleDayMark] = [:]
        func mark(_ date: LocalDate, _ change: (inout CycleDayMark) -> Void) {
            guard date >= first, date <= last else { return }
            var value = marks[date] ?? CycleDayMark(date: date)
            change(&value)
            marks[date] = value
        }
        for cycle in prediction.cycles {
            for offset in 0...max(0, cycle.end.days(since: cycle.start)) {
                mark(cycle.start.adding(days: offset)) { $0.predictedPeriod = true }
            }
            for offset in 0...max(0, cycle.fertileEnd.days(since: cycle.fertileStart)) {
                mark(cycle.fertileStart.adding(days: offset)) { $0.fertile = true }
            }
            mark(cycle.ovulation) { $0.ovulation = true }
        }
        return marks.values.sorted { $0.date < $1.date }
    }
}
