import DaybookApp
import DaybookCore
import Vapor

/// `/shared/glucose?owner=…`: a diabetes follower's view of the owner's glucose, live. The latest
/// reading big, with its age and trend arrow as Today shows them; today's chart with meals and insulin
/// as the day page draws it; the days before, one line each, each opening that day; the glucose report. In the reader's
/// unit and language, the owner's targets. Only with a live `diabetes` grant; otherwise a 404.
enum SharedGlucosePage {
    struct Latest: Encodable {
        var value: String
        var unit: String
        var arrow: String?
        /// `GlucoseLevel`, for the colour; and in words, out of range only.
        var level: String
        var levelWords: String?
        var age: String
        /// ISO 8601, so the page can tell whether what it shows is still the latest.
        var time: String
    }

    struct PastDay: Encodable {
        var date: String
        var summary: String
        /// The owner's day, as this grant shows it.
        var link: String
    }

    /// The page's own words, in the reader's language.
    struct Words: Encodable {
        var title: String
        var now: String
        var noRecent: String
        var today: String
        var pastDays: String
        var live: String
        var offline: String

        init(_ strings: Catalogue, name: String) {
            title = strings.fill("follow.title", ["name": name])
            now = strings["follow.now"] ?? "Glucose now"
            noRecent = strings["follow.noRecent"] ?? "No reading in the last day."
            today = strings["follow.today"] ?? "Today"
            pastDays = strings["follow.pastDays"] ?? "Previous days"
            live = strings["follow.live"] ?? "Live"
            offline = strings["follow.offline"] ?? "Not live: reload to update"
        }
    }

    struct View: Encodable {
        var words: Words
        var owner: String
        var name: String
        var latest: Latest?
        var chart: String
        var todaySummary: String?
        var pastDays: [PastDay]
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let viewer = try req.currentUser()
        let owner = try await req.dataOwner(for: .diabetes)
        guard owner.id != viewer.id else { return req.redirect(to: "/sharing") }
        let language = viewer.account.preferences.language
        let strings = Strings.table(language)
        // The owner's targets and tracking, in the reader's unit and words.
        var preferences = owner.account.preferences
        preferences.language = language
        preferences.glucoseUnit = viewer.account.preferences.glucoseUnit
        let now = req.clock.now()
        let today = LocalDate(now, in: preferences.zone)
        let follow = try await GlucoseFollowView.load(owner.person, today: today, req.useCases)
        let unit = preferences.glucoseUnit
        func value(_ mgPerDL: Double) -> String {
            NumberText.format(unit.fromMgPerDL(mgPerDL), language: language, decimals: unit == .mgPerDL ? 0 : 1)
        }
        let words = TodayWords(strings: strings, language: language)
        let latest = follow.latest.map { last in
            let level = GlucoseLevel(mgPerDL: last.mgPerDL, hypoThreshold: preferences.hypoThresholdMgPerDL,
                                     hyperThreshold: preferences.hyperThresholdMgPerDL)
            return Latest(value: value(last.mgPerDL), unit: unit.rawValue, arrow: follow.trend?.arrow, level: level.rawValue,
                          levelWords: level == .inRange ? nil : strings["follow.level.\(level.rawValue)"],
                          age: words.age(of: last.time, now: now), time: ISO8601DateFormatter().string(from: last.time))
        }
        let stats = follow.today.summary.glucose
        let view = View(
            words: Words(strings, name: owner.account.displayName), owner: owner.id.uuidString, name: owner.account.displayName, latest: latest,
            chart: DayPage.chart(follow.today, preferences: preferences, strings: strings),
            todaySummary: stats.count > 0 ? DayPage.glucoseSummary(stats, preferences: preferences, strings: strings) : nil,
            pastDays: follow.pastDays.map { day in
                PastDay(date: DateText.format(day.date, language: language), summary: pastSummary(day.stats, value: value, unit: unit, strings: strings),
                        link: "/day/\(day.date)?owner=\(owner.id.uuidString)")
            })
        // Someone else's journal is none of the reader's own tabs.
        return try await req.render("shared-glucose", tab: "shared", view)
    }

    /// "Mean 132 mg/dL · 78 % in range", or that nothing was logged.
    static func pastSummary(_ stats: GlucoseDayStats, value: (Double) -> String, unit: GlucoseUnit, strings: Catalogue) -> String {
        guard let mean = stats.mean, let share = stats.inRangeShare else { return strings["follow.noReadings"] ?? "No readings" }
        return strings.fill("follow.daySummary", ["mean": "\(value(mean))\u{00A0}\(unit.rawValue)",
                                                  "percent": String(Int((share * 100).rounded()))])
    }
}
