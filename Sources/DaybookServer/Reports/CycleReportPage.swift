import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// `/reports/cycle` (the last six cycles, or `?from=&to=`): the cycle report to take to the
/// gynaecologist, in the reader's language, readable by a grantee of the cycle category (`?owner=`).
enum CycleReportPage {
    struct View: Encodable {
        var name: String
        var covered: String?
        var made: String
        var back: String
        var averages: String?
        var usual: String
        var rows: [Row]
        var alerts: [String]
        var grid: String?
        var legend: [LegendItem]
        var charts: [Chart]
        /// The key to the charts of signs: each mark as they draw it, named.
        var signsKey: [Key] = []
        var picker: ReportDatePicker? = nil
    }

    struct Key: Encodable {
        var svg: String
        var label: String
    }

    /// A shade or mark of the flow and pain grid with its name.
    struct LegendItem: Encodable {
        var mark: String
        var label: String
    }

    /// A cycle in the table: what falls outside the usual ranges said in words, not only in bold.
    struct Row: Encodable {
        var start: String
        var cycle: String
        var cycleNote: String?
        var period: String
        var periodNote: String?
        var ovulation: String
    }

    /// A cycle's chart of signs with its heading, kept together on one printed page.
    struct Chart: Encodable {
        var title: String
        var summary: String
        var svg: String
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let viewer = try req.currentUser()
        let owner = try await req.dataOwner(for: .cycle)
        let today = owner.person.day(of: req.clock.now())
        let dates = try ReportDates(req, today: today)
        let report = try await CycleReport.load(owner.person, covering: dates.range, req.useCases)
        let reading = viewer.account.preferences
        let language = reading.language
        let strings = Strings.table(language)
        let ownerQuery = owner.id == viewer.id ? "" : "?owner=\(owner.id.uuidString.lowercased())"
        let words = CycleReportWords(strings: strings, language: language)
        let view = View(
            name: owner.account.preferences.displayName,
            covered: report.covered.map { "\(DateText.format($0.lowerBound, language: language)) – \(DateText.format($0.upperBound, language: language))" },
            made: strings.fill("reportMade", ["date": DateText.format(today, language: language)]),
            back: "/cycle" + ownerQuery,
            averages: words.averages(report),
            usual: words.usual,
            rows: report.cycles.reversed().map(words.row),
            alerts: report.alerts.map { strings["alert.\($0.rawValue)"] ?? $0.rawValue },
            grid: report.cycles.isEmpty ? nil : words.grid(report.cycles),
            legend: [FlowLevel.spotting, .light, .medium, .heavy].map { LegendItem(mark: "swatch \($0.rawValue.lowercased())", label: strings.fill("flow.\($0.rawValue)")) }
                + [LegendItem(mark: "pain", label: strings.fill("reportPainBad")), LegendItem(mark: "pain terrible", label: strings.fill("reportPainTerrible"))],
            charts: report.cycles.reversed().filter(report.hasSigns).map { cycle in
                Chart(title: words.chartTitle(cycle), summary: CyclePage.summary(cycle.fertility, strings: strings, language: language),
                      svg: BodyChartsAPI.cycleSignsDocument(timeline: report.timeline, lhSurges: report.lhSurges, date: cycle.lastDay,
                                                            reading: reading, id: "cycle-signs-\(cycle.start)"))
            })
        var page = view
        page.picker = ReportDatePicker(dates.range ?? report.covered, owner: owner.id == viewer.id ? nil : owner.id.uuidString.lowercased(), today: today)
        let unit = reading.temperatureUnit.symbol
        page.signsKey = CycleSignsLegend.Mark.allCases.map { mark in
            Key(svg: CycleSignsLegend.svg(mark), label: strings.fill("reportKey.\(mark.rawValue)", ["unit": unit]))
        }
        return try await req.render("report-cycle", tab: "", page)
    }
}
