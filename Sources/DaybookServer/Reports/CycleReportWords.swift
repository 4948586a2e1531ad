import DaybookApp
import DaybookCharts
import DaybookCore

/// The cycle report's numbers and marks in the reader's words.
struct CycleReportWords {
    let strings: Catalogue
    let language: Language

    var usual: String {
        strings.fill("reportUsual", ["cycle": range(UsualLengths.cycleDays), "period": range(UsualLengths.periodDays)])
    }

    func averages(_ report: CycleReport) -> String? {
        guard report.averageCycleLength != nil || report.averagePeriodLength != nil else { return nil }
        let days = { (value: Double) in strings.counted("daysAmount", shown: NumberText.format(value, language: language)) }
        return strings.fill("reportAverages", ["cycle": report.averageCycleLength.map(days) ?? "—", "period": report.averagePeriodLength.map(days) ?? "—"])
    }

    func row(_ cycle: CycleReportCycle) -> CycleReportPage.Row {
        var cycleNote = cycle.cycleDeviation.map { note($0, "Cycle", UsualLengths.cycleDays) }
        if let exclusion = cycle.exclusion {
            let words = strings["exclusion.\(exclusion.rawValue)"] ?? exclusion.rawValue
            cycleNote = cycleNote.map { "\($0); \(words)" } ?? words
        }
        let ovulation = cycle.fertility.ovulation.map { date in
            strings.fill(cycle.fertility.ovulationConfirmed ? "reportOvulationConfirmed" : "reportOvulationCalendar",
                         ["date": DateText.short(date, language: language)])
        }
        return CycleReportPage.Row(
            start: DateText.format(cycle.start, language: language),
            cycle: cycle.cycleLength.map(days) ?? strings.fill("reportUnderWay", ["day": String(cycle.days.count)]),
            cycleNote: cycleNote,
            period: cycle.periodLength.map(days) ?? strings.fill("reportPeriodOngoing"),
            periodNote: cycle.periodDeviation.map { note($0, "Period", UsualLengths.periodDays) },
            ovulation: ovulation ?? "—")
    }

    func chartTitle(_ cycle: CycleReportCycle) -> String {
        let title = strings.fill("reportCycleFrom", ["date": DateText.format(cycle.start, language: language)])
        return title + " · " + (cycle.cycleLength.map(days) ?? strings.fill("reportUnderWay", ["day": String(cycle.days.count)]))
    }

    /// One row per cycle, newest on top, in the order of the table above it.
    func grid(_ cycles: [CycleReportCycle]) -> String {
        let rows = cycles.reversed().map { cycle in
            FlowPainGrid.Row(label: DateText.short(cycle.start, language: language),
                             days: cycle.days.map { FlowPainGrid.Cell(flow: $0.flow, cramps: $0.cramps) })
        }
        let described = cycles.reversed().map { cycle in
            let bleeding = cycle.days.filter { $0.flow?.isBleeding == true }.count
            let pain = cycle.days.filter { $0.cramps == .bad || $0.cramps == .terrible }.count
            return strings.fill("reportGridCycle", ["date": DateText.short(cycle.start, language: language),
                                                    "bleeding": String(bleeding), "pain": String(pain)])
        }
        let labels = ChartLabels(id: "flow-pain", title: strings.fill("reportFlowPain"), description: described.joined(separator: "; "),
                                 noData: strings.fill("chart.noData"), xAxis: strings.fill("chart.cycleDay"), language: language)
        return FlowPainGrid.svg(rows, labels: labels)
    }

    private func days(_ count: Int) -> String {
        strings.counted("reportDays", count)
    }

    private func range(_ usual: ClosedRange<Int>) -> String {
        "\(usual.lowerBound)–\(usual.upperBound)"
    }

    /// "Long: over 38 days" — the mark in words, so it survives a black-and-white print.
    private func note(_ deviation: LengthDeviation, _ what: String, _ usual: ClosedRange<Int>) -> String {
        let limit = deviation == .long ? usual.upperBound : usual.lowerBound
        return strings.fill("report\(what).\(deviation.rawValue)", ["days": String(limit)])
    }
}
