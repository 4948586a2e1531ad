import DaybookApp
import DaybookCore
import DaybookStore
import Vapor

/// Today: "Hello, NAME" and a card per tracked category, "No data" when empty.
enum HomePage {
    struct View: Encodable {
        var showCycle: Bool
        var showGlucose: Bool
        var showStress: Bool
        var nextStart: String?
        var daysUntil: Int?
        var flowToday: String?
        var latestGlucose: String?
        var meanStress: String?
        var favourites: [FavouriteButton]
        var runs: Int
        var saved: Bool
        var startQuestion: StartQuestionCard?
        var questionBack = "home"
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.record.preferences
        let strings = Strings.table(preferences.language)
        let today = LocalDate(req.clock.now(), in: preferences.zone)
        let day = try await DayView.load(today, of: user.person, req.useCases)
        let cycle = try await CycleView.load(user.person, req.useCases)
        let prediction = cycle.report
        let latest = try await EntryQueries<GlucoseReadingRecord>(req.db, userID: user.id).list(from: today.adding(days: -1), to: today).last
        let glucose = try latest.map { record -> String in
            let output = GlucoseEndpoint.output(try record.value(), id: try record.requireID(), date: record.localDate, preferences: preferences)
            return "\(NumberText.format(output.value, language: preferences.language)) \(output.unit.rawValue) (\(strings["tag.\(output.tag.rawValue)"] ?? output.tag.rawValue))"
        }
        let view = View(
            showCycle: preferences.tracking.trackFlow,
            showGlucose: preferences.tracking.trackGlucose,
            showStress: preferences.tracking.trackStress,
            nextStart: prediction.nextStart.map { DateText.format($0, language: preferences.language) },
            daysUntil: prediction.daysUntil,
            flowToday: day.symptoms?.flow.flatMap { strings["flow.\($0.rawValue)"] },
            latestGlucose: glucose,
            meanStress: day.summary.stressMean.map { NumberText.format($0, language: preferences.language, decimals: 2) },
            favourites: try await favourites(req, user: user),
            runs: try await TimelineRunQueries(req.db, userID: user.id).all().count,
            saved: req.query[String.self, at: "saved"] != nil,
            startQuestion: preferences.tracking.trackFlow
                ? StartQuestionCard(cycle.uncertainStarts, today: today, language: preferences.language) : nil)
        return try await req.render("home", tab: "today", view, live: "*")
    }

    /// Quick-log buttons for the favourites of the kinds the person tracks.
    static func favourites(_ req: Request, user: CurrentUser) async throws -> [FavouriteButton] {
        let tracking = user.record.preferences.tracking
        var buttons: [FavouriteButton] = []
        if tracking.trackMeals { buttons += try await WebFavourites.buttons(FavouriteMeals.path, user: user, req: req) }
        if tracking.trackExercise { buttons += try await WebFavourites.buttons(FavouriteExercises.path, user: user, req: req) }
        return buttons
    }
}
