import DaybookApp
import DaybookCore
import Vapor

/// Today: the date, what is logged today at a glance, the next period in words, timelines and
/// the favourites to log with one tap.
enum HomePage {
    /// One thing logged today, at a glance; `value` nil reads "Not logged".
    struct Tile: Encodable {
        var id: String
        var label: String
        var value: String?
        var detail: String?
    }

    struct View: Encodable {
        var date: String
        var showCycle: Bool
        var nextStart: String?
        var daysUntil: Int?
        /// The next period in words that agree with today's bleeding: "Period, day 2", "In 5 days"…
        var periodWords: String?
        var glance: [Tile]
        var favourites: [FavouriteButton]
        var runs: Int
        var saved: Bool
        var startQuestion: StartQuestionCard?
        var questionBack = "home"
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.account.preferences
        let strings = Strings.table(preferences.language)
        let today = LocalDate(req.clock.now(), in: preferences.zone)
        let day = try await DayView.load(today, of: user.person, req.useCases)
        // The next start as the cycle page has it: after a confirmed ovulation, from the ovulation.
        let signs = try await FertilityView.load(user.person, around: today, req.useCases)
        let cycle = signs.cycle
        let prediction = signs.report(grading: false)
        let latest = try await JournalEntries<GlucoseReading>(req.useCases).list(of: user.person, from: today.adding(days: -1), to: today)
            .suffix(2).map(\.value)
        let words = TodayWords(strings: strings, language: preferences.language)
        let view = View(
            date: DateText.format(today, language: preferences.language),
            showCycle: preferences.tracking.trackFlow,
            nextStart: prediction.nextStart.map { DateText.format($0, language: preferences.language) },
            daysUntil: prediction.daysUntil,
            periodWords: words.nextPeriod(daysUntil: prediction.daysUntil, periods: cycle.periods, flowToday: day.symptoms?.flow, today: today),
            glance: glance(day, latestGlucose: latest, preferences: preferences, words: words, now: req.clock.now()),
            favourites: try await favourites(req, user: user),
            runs: try await TimelineRuns(req.useCases).all(of: user.person).count,
            saved: req.query[String.self, at: "saved"] != nil,
            startQuestion: preferences.tracking.trackFlow
                ? StartQuestionCard(cycle.uncertainStarts, today: today, language: preferences.language) : nil)
        return try await req.render("home", tab: "today", view, live: "*")
    }

    /// Quick-log buttons for the favourites of the kinds the person tracks.
    static func favourites(_ req: Request, user: CurrentUser) async throws -> [FavouriteButton] {
        let tracking = user.account.preferences.tracking
        var buttons: [FavouriteButton] = []
        if tracking.trackMeals { buttons += try await WebFavourites.buttons(FavouriteMeals.path, user: user, req: req) }
        if tracking.trackExercise { buttons += try await WebFavourites.buttons(FavouriteExercises.path, user: user, req: req) }
        return buttons
    }

    /// Flow, mood, sleep, stress and the latest glucose (with its age and trend arrow), as tracked.
    static func glance(_ day: DayView, latestGlucose: [GlucoseReading], preferences: Preferences, words: TodayWords, now: Date) -> [Tile] {
        let tracking = preferences.tracking, strings = words.strings, language = preferences.language
        let symptoms = day.symptoms
        var tiles: [Tile] = []
        if tracking.trackFlow {
            tiles.append(Tile(id: "flow", label: strings["flow"] ?? "Flow", value: symptoms?.flow.map { words.choice($0, SymptomChoices.flow, prefix: "flow") }))
        }
        if tracking.trackMood {
            tiles.append(Tile(id: "mood", label: strings["mood"] ?? "Mood", value: symptoms?.mood.map { words.choice($0, SymptomChoices.mood, prefix: "mood") }))
        }
        if tracking.trackSleep {
            tiles.append(Tile(id: "sleep", label: strings["metric.sleep"] ?? "Sleep",
                              value: symptoms?.sleep.map { "\(NumberText.format($0, language: language)) h" }))
        }
        if tracking.trackStress {
            tiles.append(Tile(id: "mean-stress", label: strings["meanStress"] ?? "Stress",
                              value: day.summary.stressMean.map { NumberText.format($0, language: language, decimals: 2) }))
        }
        if tracking.trackGlucose {
            var value: String?, detail: String?
            if let last = latestGlucose.last {
                let unit = preferences.glucoseUnit
                let arrow = latestGlucose.count == 2 ? GlucoseTrend.between(latestGlucose[0], last)?.arrow : nil
                value = ["\(NumberText.format(unit.fromMgPerDL(last.mgPerDL), language: language, decimals: unit == .mgPerDL ? 0 : 1))\u{00A0}\(unit.rawValue)", arrow]
                    .compactMap { $0 }.joined(separator: " ")
                detail = words.age(of: last.time, now: now)
            }
            tiles.append(Tile(id: "glucose", label: strings["glucose"] ?? "Glucose", value: value, detail: detail))
        }
        return tiles
    }
}
