import DaybookApp
import DaybookCore
import Vapor

/// What another person shares with you (`/shared?owner=…`), category by category: their calendar and
/// cycle, their glucose of the last two weeks, their stress this week. Only granted categories
/// appear; without a grant the page does not exist.
enum SharedDataPage {
    struct View: Encodable {
        var owner: String
        var name: String
        var cycle: Bool
        var glucose: InsightsPage.Glucose?
        var stressChart: String?
        var byWeekdayChart: String?
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let reader = try await req.dataReader()
        let viewer = try req.currentUser()
        guard reader.owner.id != viewer.id else { return req.redirect(to: "/sharing") }
        let owner = reader.owner
        let strings = Strings.table(viewer.record.preferences.language)
        let today = LocalDate(req.clock.now(), in: owner.record.preferences.zone)
        var glucose: InsightsPage.Glucose?
        if reader.sees(.diabetes) {
            var preferences = owner.record.preferences
            preferences.language = viewer.record.preferences.language
            glucose = try await InsightsPage.glucose(req, user: owner, loader: InsightsView(owner.person, req.useCases),
                                                     range: today.adding(days: -13)...today, preferences: preferences, strings: strings)
        }
        let stress = reader.sees(.stress)
        let view = View(owner: owner.id.uuidString, name: owner.record.displayName, cycle: reader.sees(.cycle), glucose: glucose,
                        stressChart: stress ? try await InsightChartsAPI.stressLineDocument(req, owner: owner) : nil,
                        byWeekdayChart: stress ? try await InsightChartsAPI.stressByWeekdayDocument(req, owner: owner) : nil)
        return try await req.render("shared", tab: "settings", view)
    }
}
