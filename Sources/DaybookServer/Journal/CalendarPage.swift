import DaybookApp
import DaybookCore
import Vapor

/// The month grid: logged flow, predicted periods, fertile days and ovulation, with the charts of
/// the month's cycles a tap away.
enum CalendarPage {
    struct Cell: Encodable {
        var day: Int?
        var date: String?
        var classes: String = ""
        var label: String = ""
        /// The day's mood as its emoji, and small marks for other things logged (glucose, stress, …).
        var mood: String?
        var marks: [String] = []
        /// The logged flow (`MEDIUM`), which marking period days toggles.
        var flow: String?
        /// On a shared calendar, the owner's day where this grant shows something of it; nil otherwise.
        var sharedDay: String?
    }

    struct View: Encodable {
        var title: String
        var previous: String
        var next: String
        var weekdays: [String]
        var cells: [Cell]
        /// `?owner=…` while looking at someone's shared calendar; nil for your own.
        var owner: String?
        var ownerName: String?
        /// False when another month is shown: the header then offers a way back to today.
        /// The marks of temperature, mucus and ovulation tests join the legend once one of them is tracked.
        var fertilitySigns = false
        var showsToday: Bool
        /// Your own calendar, with flow tracked: days can be marked as period days by tapping them.
        var canMarkPeriod = false
        /// The charts of the cycles this month touches.
        var cycleCharts: [CycleLink] = []
        /// Only what the cells can show: a follower's legend lists the marks of granted categories alone.
        var legend: [LegendItem] = []
        /// The cycle page opens for the reader (their own calendar, or `cycle` granted).
        var showsCycleLink = true
    }

    /// One entry of the legend: a `swatch` (a day's colour) or a `dot` (a mark), for a class the cells use.
    struct LegendItem: Encodable {
        var shape: String
        var kind: String
        var label: String
    }

    struct CycleLink: Encodable {
        var href: String
        var label: String
    }

    /// Kinds marked with a dot in a day's cell (flow and mood have their own look).
    static let markedKinds: Set<JournalKind> = [.glucose, .stress, .exercise, .meals, .temperature, .fertility, .ovulationTests]

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.account.preferences
        let strings = Strings.table(preferences.language)
        let today = LocalDate(req.clock.now(), in: preferences.zone)
        var first = today.firstOfMonth
        if let text = req.query[String.self, at: "month"], let month = try? LocalDate(parsing: text + "-01") { first = month }
        let last = first.adding(days: LocalDate.daysIn(month: first.month, year: first.year) - 1)
        // With `?owner=` a grantee sees the owner's shared calendar (only the granted marks).
        let reader = try await req.dataReader()
        let days = try await CalendarView.load(reader.owner.person, from: first, to: last, categories: reader.categories, req.useCases)
        let shared = reader.owner.id != user.id

        var cells = Array(repeating: Cell(), count: first.weekday - 1)
        for offset in 0...last.days(since: first) {
            let date = first.adding(days: offset)
            let info = days[date]
            var classes: [String] = []
            var label = DateText.format(date, language: preferences.language)
            if info?.flow?.isBleeding == true || info?.period == true {
                classes.append("flow")
                label += ", " + (strings["legendFlow"] ?? "")
            }
            if info?.predictedPeriod == true {
                classes.append("predicted")
                label += ", " + (strings["legendPredicted"] ?? "")
            }
            if info?.fertile == true {
                let predicted = info?.fertilePredicted == true
                classes.append(predicted ? "fertile-predicted" : "fertile")
                label += ", " + (strings[predicted ? "legendFertilePredicted" : "legendFertile"] ?? "")
            }
            if info?.ovulation == true {
                let predicted = info?.fertilePredicted == true
                classes.append(predicted ? "ovulation-predicted" : "ovulation")
                label += ", " + (strings[predicted ? "ovulationPredicted" : "cycleOvulation"] ?? "")
            }
            if date == today { classes.append("today") }
            let mood = info?.mood.flatMap { mood in SymptomChoices.mood.first { $0.0 == mood }?.1 }
            if let value = info?.mood { label += ", " + (strings["mood.\(value.rawValue)"] ?? value.rawValue) }
            let marks = (info?.logged ?? []).filter { Self.markedKinds.contains($0) }
            for kind in marks { label += ", " + (strings["mark\(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())"] ?? kind.rawValue) }
            cells.append(Cell(day: date.day, date: date.description, classes: classes.joined(separator: " "), label: label,
                              mood: mood, marks: marks.map(\.rawValue), flow: info?.flow?.rawValue,
                              sharedDay: shared && !(info?.logged ?? []).isEmpty ? "/day/\(date)?owner=\(reader.owner.id.uuidString)" : nil))
        }
        // The signs the owner tracks: the follower's own tracking says nothing about them.
        let ownerTracking = reader.owner.account.preferences.tracking
        let fertilitySigns = ownerTracking.trackTemperature || ownerTracking.trackMucus || ownerTracking.trackOvulationTests
        let previous = first.adding(days: -1).firstOfMonth
        let showsToday = first == today.firstOfMonth
        let next = last.adding(days: 1)
        let view = View(
            title: DateText.month(first, strings: strings),
            previous: String(previous.description.prefix(7)), next: String(next.description.prefix(7)),
            weekdays: (strings["weekdays"] ?? "").split(separator: " ").map(String.init), cells: cells,
            owner: shared ? reader.owner.id.uuidString : nil, ownerName: shared ? reader.owner.account.displayName : nil,
            fertilitySigns: fertilitySigns, showsToday: showsToday,
            canMarkPeriod: !shared && preferences.tracking.trackFlow)
        var page = view
        let shown = Set(cells.flatMap { $0.marks + $0.classes.split(separator: " ").map(String.init) })
        page.legend = legend(reader.categories, tracking: ownerTracking, shown: shown, strings: strings)
        page.showsCycleLink = reader.categories.contains(.cycle)
        if reader.categories.contains(.cycle) {
            let ownerQuery = shared ? "&owner=\(reader.owner.id.uuidString)" : ""
            page.cycleCharts = try await CalendarView.cycleStarts(reader.owner.person, from: first, to: last, req.useCases).map { start in
                CycleLink(href: "/cycle?cycle=\(start)\(ownerQuery)#signs",
                          label: strings.fill("cycleChartOf", ["date": DateText.format(start, language: preferences.language)]))
            }
        }
        return try await req.render("calendar", tab: "calendar", page)
    }

    /// The legend of what `categories` can put on the calendar, in the cells' order: of each kind the
    /// owner tracks, or that the month shows all the same (logged before its tracking was turned off).
    static func legend(_ categories: Set<ShareCategory>, tracking: TrackingPreferences, shown: Set<String>,
                       strings: Catalogue) -> [LegendItem] {
        var items: [LegendItem] = []
        func add(_ shape: String, _ kind: String, _ key: String, tracked: Bool = true) {
            guard tracked || shown.contains(kind) else { return }
            items.append(LegendItem(shape: shape, kind: kind, label: strings[key] ?? key))
        }
        if categories.contains(.cycle) {
            add("swatch", "flow", "legendFlow", tracked: tracking.trackFlow)
            add("swatch", "predicted", "legendPredicted")
            add("swatch", "fertile", "legendFertile", tracked: tracking.trackTemperature || tracking.trackMucus)
            add("swatch", "fertile-predicted", "legendFertilePredicted")
            add("swatch", "ovulation", "cycleOvulation", tracked: tracking.trackTemperature || tracking.trackMucus)
            add("swatch", "ovulation-predicted", "ovulationPredicted")
        }
        if categories.contains(.diabetes) { add("dot", "glucose", "markGlucose", tracked: tracking.trackGlucose) }
        if categories.contains(.stress) { add("dot", "stress", "markStress", tracked: tracking.trackStress) }
        if categories.contains(.diabetes) {
            add("dot", "exercise", "markExercise", tracked: tracking.trackExercise)
            add("dot", "meals", "markMeals", tracked: tracking.trackMeals)
        }
        if categories.contains(.cycle) {
            add("dot", "temperature", "markTemperature", tracked: tracking.trackTemperature)
            add("dot", "fertility", "markFertility", tracked: tracking.trackMucus)
            add("dot", "ovulationTests", "markOvulationTests", tracked: tracking.trackOvulationTests)
        }
        return items
    }
}
