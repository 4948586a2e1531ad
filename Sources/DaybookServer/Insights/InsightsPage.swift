import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// Insights for a day, a week or a month around a chosen date: stress with its trend and charts,
/// each metric against stress in a plain sentence, and the glucose report (time in ranges, GMI, CV
/// and the AGP) in the person's unit. Charts are drawn inline, so they scale and follow dark mode.
enum InsightsPage {
    struct Choice: Encodable {
        var label: String
        var href: String
        var current: Bool
    }

    struct Correlation: Encodable {
        var metric: String
        var name: String
        var enough: Bool
        var days: Int
        var sentence: String
        var numbers: String
        var chart: String?
    }

    struct Band: Encodable {
        var key: String
        var label: String
        var percent: String
        var share: Double
    }

    struct Glucose: Encodable {
        var title: String
        var count: Int
        var mean: String?
        var gmi: String?
        var cv: String?
        var bands: [Band]
        /// Instead of the bands, when there are too few readings to say anything.
        var notEnough: String?
        /// The bands side by side as one bar (an SVG: the page's style rules allow no inline styles).
        var bar: String
        var chart: String
    }

    struct View: Encodable {
        var period: String
        var date: String
        var periodTitle: String
        var periods: [Choice]
        var previous: String
        var next: String
        var count: Int
        /// "12 ratings", counted in the reader's language.
        var countText: String
        var average: String?
        var trend: String?
        var stressChart: String?
        var byHourChart: String?
        var byWeekdayChart: String?
        var correlations: [Correlation]
        var minimumDays: Int
        var glucose: Glucose?
        var cycleLens: CycleLensSection?
        /// The sections in the order the page shows them.
        var sections: [InsightsSection]
        /// The link to the moods by month and year.
        var moodLink: String
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.account.preferences
        let language = preferences.language
        let strings = Strings.table(language)
        let parameters = InsightParameters(req, zone: preferences.zone)
        let period = try parameters.period()
        let date = try parameters.date()
        let range = period.range(containing: date)
        let loader = InsightsView(user.person, req.useCases)
        let stress = try await loader.stress(period: period, date: date).summary
        let correlations = try await loader.correlations(lag: 0, metrics: InsightMetric.allCases)
        let trend = stress.trend.map { trend -> String in
            let amount = NumberText.format(abs(trend.delta), language: language)
            let key = "trend.\(trend.direction.rawValue)" + (period == .week ? "" : ".\(period.rawValue)")
            return (strings[key] ?? strings["trend.\(trend.direction.rawValue)"] ?? "").replacingOccurrences(of: "{n}", with: amount)
        }
        var items: [Correlation] = []
        for result in correlations.correlations {
            let name = strings["metric.\(result.metric.rawValue)"] ?? result.metric.rawValue
            let reading = CorrelationReading(result)
            var numbers = ""
            if let r = result.statistics?.r, reading != nil {
                numbers = "r = \(NumberText.format(r, language: language, decimals: 2))"
                if let p = result.adjustedPValue {
                    numbers += p < 0.001 ? " · p < \(NumberText.format(0.001, language: language, decimals: 3))"
                        : " · p = \(NumberText.format(p, language: language, decimals: 3))"
                }
            }
            items.append(Correlation(
                metric: result.metric.rawValue, name: name, enough: reading != nil, days: result.points.count,
                sentence: reading.map { sentence($0, metric: result.metric, strings: strings) } ?? "", numbers: numbers,
                chart: reading == nil ? nil : InsightChartsAPI.correlationChart(result, minimumDays: correlations.minimumDays, lag: 0,
                                                                             words: ChartText(language))))
        }
        let tracking = preferences.tracking
        let glucose = tracking.trackGlucose
            ? try await glucose(req, user: user, loader: loader, range: range, preferences: preferences, strings: strings) : nil
        let cycleLens = try await CycleLensSection.load(req, user: user, strings: strings)
        // Days with both stress and a metric: with a few the section shows how many more each needs.
        let correlationDays = items.map(\.days).max() ?? 0
        var sections: [InsightsSection] = []
        // A section the person does not track shows only when there is something to show.
        if tracking.trackStress || stress.count > 0 {
            sections.append(InsightsSection(kind: .stress, amount: stress.count, title: strings.fill("stressWord"),
                                            emptyText: strings.fill("insightsNothingYet"), start: "/log#stress", startLabel: strings.fill("insightsStartStress")))
        }
        if (tracking.trackStress && tracking.trackMetrics) || correlationDays > 0 {
            sections.append(InsightsSection(kind: .correlations, amount: correlationDays, title: strings.fill("correlations"),
                                            emptyText: strings.fill("insightsNotEnoughDays", ["days": String(correlations.minimumDays)]),
                                            start: "/log#metrics", startLabel: strings.fill("insightsStartMetrics")))
        }
        if let cycleLens {
            sections.append(InsightsSection(kind: .cycleLens, amount: cycleLens.lines.count, title: strings.fill("lensTitle")))
        }
        if let glucose {
            sections.append(InsightsSection(kind: .glucose, amount: glucose.count, title: glucose.title,
                                            emptyText: strings.fill("insightsNothingYet"), start: "/log#glucose", startLabel: strings.fill("insightsStartGlucose")))
        }
        let hasStress = stress.count > 0
        let view = View(
            period: period.rawValue, date: date.description, periodTitle: title(period, range, strings: strings, language: language),
            periods: AnalysisPeriod.allCases.map {
                Choice(label: strings["period.\($0.rawValue)"] ?? $0.rawValue, href: "/insights?period=\($0.rawValue)&date=\(date)", current: $0 == period)
            },
            previous: range.lowerBound.adding(days: -1).description, next: range.upperBound.adding(days: 1).description,
            count: stress.count, countText: strings.counted("stressRatingCount", stress.count),
            average: stress.average.map { NumberText.format($0, language: language, decimals: 2) },
            trend: trend,
            stressChart: hasStress ? try await InsightChartsAPI.stressLineDocument(req, owner: user) : nil,
            byHourChart: hasStress ? try await InsightChartsAPI.stressByHourDocument(req, owner: user) : nil,
            byWeekdayChart: hasStress ? try await InsightChartsAPI.stressByWeekdayDocument(req, owner: user) : nil,
            correlations: items, minimumDays: correlations.minimumDays,
            glucose: glucose, cycleLens: cycleLens, sections: InsightsSection.ordered(sections),
            moodLink: strings.fill("mood.open"))
        return try await req.render("insights", tab: "insights", view)
    }

    /// "On days you slept more, your stress was lower: a strong link, strong evidence."
    static func sentence(_ reading: CorrelationReading, metric: InsightMetric, strings: Catalogue) -> String {
        let more = strings["corr.more.\(metric.rawValue)"] ?? metric.rawValue
        guard reading.strength != .none else {
            return (strings["corr.sentence.none"] ?? "{more}, {stress}.").replacingOccurrences(of: "{more}", with: more)
                .replacingOccurrences(of: "{stress}", with: strings["corr.stress.same"] ?? "")
        }
        return (strings["corr.sentence"] ?? "{more}, {stress}: {strength}, {evidence}.")
            .replacingOccurrences(of: "{more}", with: more)
            .replacingOccurrences(of: "{stress}", with: strings["corr.stress.\(reading.direction.rawValue)"] ?? "")
            .replacingOccurrences(of: "{strength}", with: strings["corr.strength.\(reading.strength.rawValue)"] ?? "")
            .replacingOccurrences(of: "{evidence}", with: strings["corr.evidence.\(reading.evidence.rawValue)"] ?? "")
    }

    static func title(_ period: AnalysisPeriod, _ range: ClosedRange<LocalDate>, strings: Catalogue, language: Language) -> String {
        switch period {
        case .day: DateText.format(range.lowerBound, language: language)
        case .week: "\(DateText.format(range.lowerBound, language: language)) – \(DateText.format(range.upperBound, language: language))"
        case .month: DateText.month(range.lowerBound, strings: strings)
        }
    }

    static func glucose(_ req: Request, user: CurrentUser, loader: InsightsView, range: ClosedRange<LocalDate>, preferences: Preferences,
                                strings: Catalogue) async throws -> Glucose {
        let report = try await loader.glucose(range, slotMinutes: InsightsAPI.defaultSlotMinutes)
        let language = preferences.language, unit = preferences.glucoseUnit
        let decimals = unit == .mgPerDL ? 0 : 1
        let ranges = report.timeInRanges
        let shares: [(String, Double)] = [("veryHigh", ranges.veryHigh), ("high", ranges.high), ("inRange", ranges.inRange),
                                          ("low", ranges.low), ("veryLow", ranges.veryLow)]
        func percent(_ share: Double) -> String { "\(NumberText.format(share * 100, language: language, decimals: 0))\u{00A0}%" }
        let enough = report.hasEnoughReadings, notEnough = strings["notEnoughReadings"] ?? "not enough readings"
        let gmi = !enough ? notEnough : !report.spansEnoughDaysForGMI ? strings.fill("gmiNeedsDays", ["days": String(GlucoseReport.gmiDays)])
            : report.gmi.map { "\(NumberText.format($0, language: language, decimals: 1))\u{00A0}%" }
        return Glucose(
            title: strings["glucoseReport"] ?? "Glucose",
            count: report.count,
            mean: report.mean.map { "\(NumberText.format($0, language: language, decimals: decimals))\u{00A0}\(unit.rawValue)" },
            gmi: report.count == 0 ? nil : gmi,
            cv: report.count == 0 ? nil : enough ? report.cv.map(percent) : notEnough,
            bands: enough ? shares.map { Band(key: $0.0, label: strings["tir.\($0.0)"] ?? $0.0, percent: percent($0.1), share: $0.1 * 100) } : [],
            notEnough: report.count > 0 && !enough ? notEnough : nil,
            bar: enough ? bar(shares) : bar([]),
            chart: report.count == 0 ? "" : try await InsightChartsAPI.agpDocument(req, owner: user, range: range))
    }

    /// Rectangles of the shares' widths in a 100-unit bar, each coloured by its band's class.
    static func bar(_ shares: [(String, Double)]) -> String {
        var x = 0.0
        var rects: [String] = []
        for (key, share) in shares where share > 0 {
            rects.append("<rect class=\"tir-\(key)\" x=\"\(SVGText.number(x * 100, decimals: 2))\" y=\"0\" width=\"\(SVGText.number(share * 100, decimals: 2))\" height=\"1\"/>")
            x += share
        }
        return "<svg viewBox=\"0 0 100 1\" preserveAspectRatio=\"none\" width=\"100%\" height=\"100%\">\(rects.joined())</svg>"
    }
}
