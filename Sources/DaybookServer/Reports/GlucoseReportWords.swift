import DaybookApp
import DaybookCharts
import DaybookCore
import Foundation

/// The glucose report's numbers, targets and charts in the reader's words and unit.
struct GlucoseReportWords {
    let strings: Catalogue
    let language: Language
    let unit: GlucoseUnit
    /// The owner's zone: episodes start at the owner's clock time, as the day profiles are drawn.
    let zone: TimeZone

    /// The consensus ranges, which the report and its targets are about (not the person's own thresholds).
    static let consensusTarget = 70.0...180.0

    private var glucoseDecimals: Int { unit == .mgPerDL ? 0 : 1 }

    func number(_ value: Double, decimals: Int) -> String { NumberText.fixed(value, language: language, decimals: decimals) }

    /// Units and grams as a list writes them: "6" and "6.5", no trailing zeros.
    func amount(_ value: Double, decimals: Int) -> String { NumberText.format(value, language: language, decimals: decimals) }

    /// "72 %"; a share under 10 % with one decimal, so 0.6 % below 54 does not read as the 1 % limit.
    func percent(_ share: Double) -> String {
        let value = share * 100
        return "\(number(value, decimals: value < 10 && value > 0 ? 1 : 0))\u{00A0}%"
    }

    /// A glucose value the report already holds in `unit`.
    func glucose(_ value: Double) -> String { "\(number(value, decimals: glucoseDecimals))\u{00A0}\(unit.rawValue)" }

    /// A consensus boundary (given in mg/dL) in the reader's unit, without the unit.
    func boundary(_ mgPerDL: Double) -> String { number(unit.fromMgPerDL(mgPerDL), decimals: glucoseDecimals) }

    /// The five ranges, highest first, as the AGP report stacks them.
    func shares(_ ranges: TimeInRanges) -> [(String, Double)] {
        [("veryHigh", ranges.veryHigh), ("high", ranges.high), ("inRange", ranges.inRange), ("low", ranges.low), ("veryLow", ranges.veryLow)]
    }

    func stats(_ report: GlucoseReport) -> [GlucoseReportPage.Stat] {
        let bounds = ["low": boundary(70), "high": boundary(180), "veryLow": boundary(54), "veryHigh": boundary(250), "unit": unit.rawValue]
        var stats: [GlucoseReportPage.Stat] = ConsensusTarget.allCases.map { target in
            let value = target.value(in: report)
            let limit = "\(amount(target.limit * 100, decimals: 0))\u{00A0}%"
            let key = target.isFloor ? "reportTargetFloor" : target == .coefficientOfVariation ? "reportTargetAtMost" : "reportTargetCeiling"
            let met = value.map(target.isMet)
            return GlucoseReportPage.Stat(
                key: target.rawValue, label: strings.fill("reportTarget.\(target.rawValue)", bounds), value: value.map(percent) ?? "—",
                target: strings.fill(key, ["limit": limit]),
                verdict: met.map { strings.fill($0 ? "reportTargetMet" : "reportTargetMissed") }, met: met)
        }
        stats.append(.init(key: "mean", label: strings.fill("reportMeanGlucose"), value: report.mean.map(glucose) ?? "—"))
        stats.append(.init(key: "sd", label: strings.fill("reportSD"), value: report.sd.map(glucose) ?? "—"))
        stats.append(.init(key: "gmi", label: strings.fill("reportGMI"), value: report.gmi.map { "\(number($0, decimals: 1))\u{00A0}%" } ?? "—",
                           target: strings.fill("reportNoTarget")))
        return stats
    }

    func agp(_ report: GlucoseReport) -> String {
        let words = ChartText(language)
        let target = "\(boundary(70))–\(boundary(180))\u{00A0}\(unit.rawValue)"
        let labels = ChartLabels(
            id: "agp", title: words.agpTitle(),
            description: words.agpDescription(from: DateText.format(report.from, language: language), to: DateText.format(report.to, language: language),
                                              readings: report.count, target: target),
            noData: words.noData, xAxis: words.timeOfDay, yAxis: unit.rawValue, language: language)
        return AGPChart.svg(report.profile, unit: unit, targetMgPerDL: Self.consensusTarget, labels: labels)
    }

    /// A small profile of one day: the trace only (meal and dose labels would not read at this size);
    /// the day's insulin and carbohydrates are written under it instead.
    func day(_ day: GlucoseClinicReport.Day, of report: GlucoseReport) -> GlucoseReportPage.Day {
        let totals = report.days.first { $0.date == day.date }
        let insulin = amount(totals?.insulin ?? 0, decimals: 1), carbs = amount(totals?.carbs ?? 0, decimals: 0)
        let weekdays = ChartText(language).weekdays
        let weekday = weekdays.count == 7 ? weekdays[day.date.weekday - 1] + " " : ""
        let title = weekday + DateText.short(day.date, language: language)
        let labels = ChartLabels(
            id: "glucose-day-\(day.date)", title: title,
            description: strings.fill("reportDayDescription", ["date": DateText.format(day.date, language: language),
                                                               "count": String(day.readings.count), "insulin": insulin, "carbs": carbs]),
            noData: strings.fill("chart.noData"), language: language)
        let readings = day.readings.map { GlucoseDayChart.Reading(minuteOfDay: $0.minuteOfDay, mgPerDL: $0.value) }
        return GlucoseReportPage.Day(
            title: title, numbers: strings.fill("reportDayNumbers", ["insulin": insulin, "carbs": carbs]),
            svg: GlucoseDayChart.svg(readings: readings, unit: unit, targetMgPerDL: Self.consensusTarget, labels: labels))
    }

    func episodeCounts(_ episodes: [GlucoseEpisode]) -> String {
        func count(_ kind: GlucoseEpisode.Kind, _ level: Int) -> String { String(episodes.filter { $0.kind == kind && $0.level == level }.count) }
        return strings.fill("reportEpisodeCounts", ["hypo1": count(.hypo, 1), "hypo2": count(.hypo, 2), "hyper1": count(.hyper, 1), "hyper2": count(.hyper, 2)])
    }

    /// "3 Nov 03:10 · 45 min · low, level 1 · lowest 62 mg/dL".
    func episode(_ episode: GlucoseEpisode) -> String {
        let start = DateText.short(LocalDate(episode.start, in: zone), language: language) + " " + TimeText.clock(episode.start, zone: zone)
        let minutes = max(0, Int((episode.end.timeIntervalSince(episode.start) / 60).rounded()))
        let duration = minutes < 60 ? strings.fill("reportMinutes", ["minutes": String(minutes)])
            : strings.fill("reportHoursMinutes", ["hours": String(minutes / 60), "minutes": String(minutes % 60)])
        let extreme = strings.fill(episode.kind == .hypo ? "reportEpisodeLowest" : "reportEpisodeHighest", ["value": glucose(episode.extreme)])
        return strings.fill("reportEpisodeLine", ["start": start, "duration": duration,
                                                  "kind": strings.fill("reportEpisode.\(episode.kind.rawValue)", ["level": String(episode.level)]),
                                                  "extreme": extreme])
    }

    func nutrition(_ report: GlucoseClinicReport) -> [GlucoseReportPage.Nutrition] {
        [GlucoseReportPage.Nutrition(label: strings.fill("reportInsulin"), total: amount(report.insulinTotal, decimals: 1),
                                     mean: report.insulinDailyMean.map { amount($0, decimals: 1) } ?? "—"),
         GlucoseReportPage.Nutrition(label: strings.fill("reportCarbs"), total: amount(report.carbsTotal, decimals: 0),
                                     mean: report.carbsDailyMean.map { amount($0, decimals: 0) } ?? "—")]
    }

    func griChart(_ consensus: ConsensusGlucoseMetrics) -> String {
        let description = consensus.griZone.map { zone in
            strings.fill("reportGRIDescription", ["hypo": number(consensus.griHypo ?? 0, decimals: 1),
                                                  "hyper": number(consensus.griHyper ?? 0, decimals: 1), "zone": zone.rawValue])
        } ?? strings.fill("reportNoGlucose")
        let labels = ChartLabels(id: "gri-grid", title: strings.fill("reportGRI"), description: description, noData: strings.fill("chart.noData"),
                                 xAxis: strings.fill("reportGRIHypo"), yAxis: strings.fill("reportGRIHyper"), language: language)
        return GRIGrid.svg(hypo: consensus.griHypo, hyper: consensus.griHyper, zone: consensus.griZone, labels: labels)
    }
}
