import DaybookApp
import DaybookCore
import Vapor

/// What another person shares with you (`/shared?owner=…`), category by category: their calendar and
/// cycle, how their last seven days went, their glucose of the last two weeks, their stress this week
/// and their timeline runs. Only granted categories appear; without a grant the page does not exist.
enum SharedDataPage {
    struct View: Encodable {
        var owner: String
        var name: String
        var cycle: Bool
        var glucose: InsightsPage.Glucose?
        var stressChart: String?
        var byWeekdayChart: String?
        var days: [Day]?
        var runs: [Run]?
        /// The way to the live glucose view (`/shared/glucose`), with `diabetes` granted.
        var followGlucose: String?
    }

    struct Day: Encodable {
        var date: String
        var words: String
    }

    struct Run: Encodable {
        var name: String
        var progress: String
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let reader = try await req.dataReader()
        let viewer = try req.currentUser()
        guard reader.owner.id != viewer.id else { return req.redirect(to: "/sharing") }
        let owner = reader.owner
        let strings = Strings.table(viewer.account.preferences.language)
        let today = LocalDate(req.clock.now(), in: owner.account.preferences.zone)
        var glucose: InsightsPage.Glucose?
        if reader.sees(.diabetes) {
            var preferences = owner.account.preferences
            preferences.language = viewer.account.preferences.language
            glucose = try await InsightsPage.glucose(req, user: owner, loader: InsightsView(owner.person, req.useCases),
                                                     range: today.adding(days: -13)...today, preferences: preferences, strings: strings)
        }
        let stress = reader.sees(.stress)
        let followGlucose = glucose == nil ? nil : strings["follow.open"] ?? "Glucose now, live"

        let language = viewer.account.preferences.language
        var view = View(owner: owner.id.uuidString, name: owner.account.displayName, cycle: reader.sees(.cycle), glucose: glucose,
                        stressChart: stress ? try await InsightChartsAPI.stressLineDocument(req, owner: owner) : nil,
                        byWeekdayChart: stress ? try await InsightChartsAPI.stressByWeekdayDocument(req, owner: owner) : nil,
                        followGlucose: followGlucose)
        if reader.sees(.symptoms) {
            let words = TodayWords(strings: strings, language: language)
            view.days = try await DailyLogs(req.useCases).symptoms(from: today.adding(days: -6), to: today, of: owner.person)
                .reversed().map { day in
                    Day(date: DateText.format(day.date, language: language), words: dayWords(day.symptoms, words: words, strings: strings))
                }
        }
        if reader.sees(.timelines) {
            let now = req.clock.now()
            view.runs = try await TimelineRuns(req.useCases).all(of: owner.person).map { running in
                Run(name: running.scenarioName(req.scenarioCatalogue.wording, in: language),
                    progress: "\(NumberText.format(running.run.share(at: now) * 100, language: language, decimals: 0))\u{00A0}%")
            }
        }
        // Someone else's journal is none of the reader's own tabs.
        return try await req.render("shared", tab: "shared", view)
    }

    /// "🩸 Medium · 😊 Happy · Sleep 7.5 h · Cramps: Mild": what was logged, in the reader's words.
    static func dayWords(_ symptoms: Symptoms, words: TodayWords, strings: Catalogue) -> String {
        var parts: [String] = []
        if let flow = symptoms.flow { parts.append(words.choice(flow, SymptomChoices.flow, prefix: "flow")) }
        if let mood = symptoms.mood { parts.append(words.choice(mood, SymptomChoices.mood, prefix: "mood")) }
        if let sleep = symptoms.sleep {
            parts.append("\(strings["metric.sleep"] ?? "Sleep") \(NumberText.format(sleep, language: words.language))\u{00A0}h")
        }
        if let cramps = symptoms.cramps { parts.append("\(strings["cramps"] ?? "Cramps"): \(words.choice(cramps, SymptomChoices.cramps, prefix: "cramps"))") }
        return parts.joined(separator: " · ")
    }
}
