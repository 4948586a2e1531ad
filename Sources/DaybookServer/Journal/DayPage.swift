import DaybookCore
import DaybookStore
import Vapor

/// One day, reached from the calendar: how it went, its metrics and every entry, each editable.
enum DayPage {
    struct Line: Encodable {
        var label: String
        var value: String
    }

    struct Group: Encodable {
        var title: String
        var kind: String
        var items: [HistoryPage.Item]
    }

    struct View: Encodable {
        var date: String
        var month: String
        var title: String
        var previous: String
        var next: String
        var lines: [Line]
        var metrics: [Line]
        var groups: [Group]
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let date = req.parameters.get("date").flatMap({ try? LocalDate(parsing: $0) }) else { throw Abort(.notFound) }
        let preferences = user.record.preferences
        let language = preferences.language
        let strings = Strings.table(language)
        let days = DayQueries(req.db, userID: user.id)
        var lines: [Line] = []
        func add(_ key: String, _ value: String?) {
            if let value { lines.append(Line(label: strings[key] ?? key, value: value)) }
        }
        if let symptoms = try await days.symptoms(on: date)?.value() {
            let tracking = preferences.tracking
            if tracking.trackFlow { add("flow", symptoms.flow.map { strings["flow.\($0.rawValue)"] ?? $0.rawValue }) }
            if tracking.trackMood { add("mood", symptoms.mood.map { strings["mood.\($0.rawValue)"] ?? $0.rawValue }) }
            if tracking.trackSleep { add("sleepHours", symptoms.sleep.map { NumberText.format($0, language: language) }) }
            if tracking.trackCramps { add("cramps", symptoms.cramps.map { strings["cramps.\($0.rawValue)"] ?? $0.rawValue }) }
            add("notes", symptoms.notes)
        }
        var metricLines: [Line] = []
        if preferences.tracking.trackMetrics, let metrics = try await days.metrics(on: date)?.value() {
            for metric in Metric.allCases {
                if let value = metrics[metric] {
                    metricLines.append(Line(label: strings["metricInput.\(metric.rawValue)"] ?? metric.rawValue, value: NumberText.format(value, language: language)))
                }
            }
        }
        var groups: [Group] = []
        for kind in WebEntryKinds.all where kind.isTracked(preferences.tracking) {
            let items = try await kind.dayItems(date, user: user, req: req, strings: strings)
            if !items.isEmpty { groups.append(Group(title: strings[kind.titleKey] ?? kind.path, kind: kind.path, items: items)) }
        }
        let view = View(date: date.description, month: String(date.description.prefix(7)), title: DateText.format(date, language: language),
                        previous: date.adding(days: -1).description, next: date.adding(days: 1).description,
                        lines: lines, metrics: metricLines, groups: groups)
        return try await req.render("day", tab: "calendar", view, live: "*")
    }
}
