import DaybookCore

extension EvaluatedCycle {
    /// The cycle as the chart draws it; `lhSurges` are the days with a positive or peak LH test.
    public func chartDays(lhSurges: Set<LocalDate>) -> [CycleSignsChart.Day] {
        var byDate = Dictionary(uniqueKeysWithValues: days.map { ($0.date, $0) })
        for date in lhSurges where date >= start && (next.map { date < $0 } ?? true) {
            if byDate[date] == nil { byDate[date] = FertilityDay(date: date) }
        }
        return byDate.values.sorted { $0.date < $1.date }.map { day in
            CycleSignsChart.Day(cycleDay: cycleDay(of: day.date), celsius: day.temperature, excluded: day.temperatureExcluded,
                                mucus: day.mucus?.nfpValue, lhSurge: lhSurges.contains(day.date), bleeding: day.bleeding)
        }
    }
}
