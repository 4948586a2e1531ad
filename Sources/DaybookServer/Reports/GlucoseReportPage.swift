import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// `/reports/glucose` (the last 14 days, or `?from=&to=`): the glucose report to take to the diabetes
/// clinic, laid out as the AGP report — statistics against the consensus targets, time in ranges, the
/// AGP, every day's profile, episodes, insulin and carbohydrates and the GRI grid — in the reader's
/// language and unit, readable by a grantee of the diabetes category (`?owner=`).
enum GlucoseReportPage {
    struct View: Encodable {
        var name: String
        var covered: String
        var made: String
        var back: String
        var active: String?
        var readings: String
        var hasReadings: Bool
        var targetsSource: String
        var stats: [Stat]
        var bands: [InsightsPage.Band]
        var bar: String
        var agp: String
        var days: [Day]
        var episodeCounts: String?
        var episodes: [String]
        var episodesNotListed: String?
        var nutrition: [Nutrition]
        var perDayNote: String?
        var gri: String?
        var griChart: String
        var picker: ReportDatePicker? = nil
    }

    /// A line of the statistics: its value and, where the consensus sets one, its target in words and
    /// whether it is met, said in words so it survives a black-and-white print.
    struct Stat: Encodable {
        var key: String
        var label: String
        var value: String
        var target: String?
        var verdict: String?
        var met: Bool?
    }

    struct Day: Encodable {
        var title: String
        var numbers: String
        var svg: String
    }

    struct Nutrition: Encodable {
        var label: String
        var total: String
        var mean: String
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let viewer = try req.currentUser()
        let owner = try await req.dataOwner(for: .diabetes)
        let today = owner.person.day(of: req.clock.now())
        let dates = try ReportDates(req, today: today)
        let range = dates.range ?? GlucoseClinicReport.defaultRange(today: today)
        let reading = viewer.account.preferences
        let report = try await GlucoseClinicReport.load(owner.person, covering: range, unit: reading.glucoseUnit, req.useCases)
        let strings = Strings.table(reading.language)
        let words = GlucoseReportWords(strings: strings, language: reading.language, unit: reading.glucoseUnit,
                                       zone: owner.account.preferences.zone)
        let glucose = report.glucose
        // A grantee has no Insights of the owner: the way back is the page of what is shared.
        let back = owner.id == viewer.id ? "/insights" : "/shared?owner=\(owner.id.uuidString.lowercased())"
        let shares = words.shares(glucose.timeInRanges)
        let listed = Self.listed(glucose.consensus.episodes)
        let notListed = glucose.consensus.episodes.count - listed.count
        let view = View(
            name: owner.account.preferences.displayName,
            covered: "\(DateText.format(range.lowerBound, language: reading.language)) – \(DateText.format(range.upperBound, language: reading.language))",
            made: strings.fill("reportMade", ["date": DateText.format(today, language: reading.language)]),
            back: back,
            active: glucose.consensus.activePercent.map { strings.fill("reportGlucoseActive", ["percent": words.percent($0 / 100)]) },
            readings: strings.counted("readingsCount", glucose.count),
            hasReadings: glucose.count > 0,
            targetsSource: strings.fill("reportTargetsSource"),
            stats: words.stats(glucose),
            bands: shares.map { InsightsPage.Band(key: $0.0, label: strings.fill("tir.\($0.0)"), percent: words.percent($0.1), share: $0.1 * 100) },
            bar: InsightsPage.bar(shares),
            agp: words.agp(glucose),
            days: report.days.map { words.day($0, of: glucose) },
            episodeCounts: glucose.count > 0 ? words.episodeCounts(glucose.consensus.episodes) : nil,
            episodes: listed.map(words.episode),
            episodesNotListed: notListed > 0 ? strings.counted("reportEpisodesNotListed", notListed) : nil,
            nutrition: words.nutrition(report),
            perDayNote: report.loggedDays > 0 ? strings.counted("reportPerDayNote", report.loggedDays) : nil,
            gri: glucose.consensus.gri.flatMap { gri in
                glucose.consensus.griZone.map { strings.fill("reportGRIValue", ["value": words.number(gri, decimals: 0), "zone": $0.rawValue]) }
            },
            griChart: words.griChart(glucose.consensus))
        var page = view
        page.picker = ReportDatePicker(range, owner: owner.id == viewer.id ? nil : owner.id.uuidString.lowercased(), today: today)
        return try await req.render("report-glucose", tab: "", page)
    }

    /// At most this many episode lines, so an unsteady fortnight still prints on three pages; the
    /// counts above the list stay complete.
    static let listedEpisodeLimit = 36

    /// The lows first (what a clinician asks about first), then the highs, each by time.
    static func listed(_ episodes: [GlucoseEpisode]) -> [GlucoseEpisode] {
        let byTime = episodes.sorted { $0.start < $1.start }
        let ordered = byTime.filter { $0.kind == .hypo } + byTime.filter { $0.kind == .hyper }
        return Array(ordered.prefix(listedEpisodeLimit))
    }
}
