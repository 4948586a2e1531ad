import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// One day, reached from the calendar: how it went, its metrics, a glucose chart with the readings
/// folded behind it, and every other entry, each editable. Read through `DayView`, like the API.
/// With `?owner=` a grantee reads the owner's day, read-only and only the granted parts: dated in the
/// owner's zone, in the reader's units and language.
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

    /// The day's glucose: the chart (our own SVG), a one-line summary and the readings, folded.
    struct Glucose: Encodable {
        var chart: String
        var summary: String
        var readings: Group
    }

    struct View: Encodable {
        var date: String
        var month: String
        var title: String
        var previous: String
        var next: String
        /// "How the day went": one's own day, or a grant of the cycle or symptoms (flow, mood, notes…).
        var showsSummary: Bool
        var lines: [Line]
        var metrics: [Line]
        var glucose: Glucose?
        var groups: [Group]
        /// The owner's id while a grantee reads their day (every link keeps it); nil on one's own day.
        var owner: String?
        var ownerName: String?
        /// One's own day: the entries and the day's records open for editing.
        var editable: Bool
    }

    /// The categories something on a day belongs to; a grant of none of them (timelines) has no day to show.
    static let dayCategories: Set<ShareCategory> = [.cycle, .symptoms, .diabetes, .stress]

    @Sendable static func show(req: Request) async throws -> Response {
        let viewer = try req.currentUser()
        guard let date = req.parameters.get("date").flatMap({ try? LocalDate(parsing: $0) }) else { throw Abort(.notFound) }
        let reader = try await req.dataReader()
        let shared = reader.owner.id != viewer.id
        guard !shared || !reader.categories.isDisjoint(with: dayCategories) else { throw APIError.notFound() }
        let preferences = shared ? readerView(of: reader.owner.account.preferences, by: viewer.account.preferences)
                                 : viewer.account.preferences
        let strings = Strings.table(preferences.language)
        let day = try await DayView.load(date, of: reader.owner.person, categories: reader.categories, req.useCases)
        let tracking = preferences.tracking
        var lines = summaryLines(day, preferences: preferences, strings: strings)
        if tracking.trackMucus, let mucus = day.fertility?.mucus {
            lines.append(Line(label: strings["fertility"] ?? "", value: [strings["mucusFeeling.\(mucus.feeling.rawValue)"],
                                                                         strings["mucusTexture.\(mucus.texture.rawValue)"]]
                .compactMap { $0 }.joined(separator: " · ")))
        }
        var groups: [Group] = []
        func add<K: WebEntryKind>(_ kind: K.Type, _ entries: [JournalEntry<K.Endpoint.Value>]) {
            guard kind.isTracked(tracking), !entries.isEmpty else { return }
            groups.append(group(kind, entries, preferences: preferences, strings: strings, editable: !shared))
        }
        add(MealWebKind.self, day.meals)
        add(InsulinWebKind.self, day.insulin)
        add(ExerciseWebKind.self, day.exercise)
        add(StressWebKind.self, day.stress)
        add(SpanWebKind.self, day.spans)
        add(TemperatureWebKind.self, day.temperature)
        add(OvulationTestWebKind.self, day.ovulationTests)
        add(WeightWebKind.self, day.weight)
        var glucose: Glucose?
        if GlucoseWebKind.isTracked(tracking), !day.glucose.isEmpty {
            glucose = Glucose(chart: chart(day, preferences: preferences, strings: strings),
                              summary: glucoseSummary(day.summary.glucose, preferences: preferences, strings: strings),
                              readings: group(GlucoseWebKind.self, day.glucose, preferences: preferences, strings: strings, editable: !shared))
        }
        let view = View(date: date.description, month: String(date.description.prefix(7)),
                        title: DateText.format(date, language: preferences.language),
                        previous: date.adding(days: -1).description, next: date.adding(days: 1).description,
                        showsSummary: !shared || reader.sees(.cycle) || reader.sees(.symptoms),
                        lines: lines, metrics: metricLines(day, preferences: preferences, strings: strings),
                        glucose: glucose, groups: groups,
                        owner: shared ? reader.owner.id.uuidString : nil, ownerName: shared ? reader.owner.account.displayName : nil,
                        editable: !shared)
        // A grantee's page follows the owner's changes that the grant covers.
        return try await req.render("day", tab: "calendar", view, live: "*", liveOwner: view.owner)
    }

    /// The owner's day as the reader reads it: the owner's zone, targets and tracking; the reader's
    /// language and units.
    static func readerView(of owner: Preferences, by reader: Preferences) -> Preferences {
        var preferences = owner
        preferences.language = reader.language
        preferences.glucoseUnit = reader.glucoseUnit
        preferences.weightUnit = reader.weightUnit
        preferences.temperatureUnit = reader.temperatureUnit
        return preferences
    }

    private static func summaryLines(_ day: DayView, preferences: Preferences, strings: Catalogue) -> [Line] {
        guard let symptoms = day.symptoms else { return [] }
        var lines: [Line] = []
        func add(_ key: String, _ value: String?) {
            if let value { lines.append(Line(label: strings[key] ?? key, value: value)) }
        }
        let tracking = preferences.tracking, language = preferences.language
        if tracking.trackFlow { add("flow", symptoms.flow.map { strings["flow.\($0.rawValue)"] ?? $0.rawValue }) }
        if tracking.trackMood { add("mood", symptoms.mood.map { strings["mood.\($0.rawValue)"] ?? $0.rawValue }) }
        if tracking.trackSleep { add("sleepHours", symptoms.sleep.map { NumberText.format($0, language: language) }) }
        if tracking.trackCramps { add("cramps", symptoms.cramps.map { strings["cramps.\($0.rawValue)"] ?? $0.rawValue }) }
        add("notes", symptoms.notes)
        return lines
    }

    /// The daily metrics; sleep only when it says something the day's summary above does not.
    private static func metricLines(_ day: DayView, preferences: Preferences, strings: Catalogue) -> [Line] {
        guard preferences.tracking.trackMetrics, let metrics = day.metrics else { return [] }
        let sleepShown = preferences.tracking.trackSleep ? day.symptoms?.sleep : nil
        return Metric.allCases.compactMap { metric in
            guard let value = metrics[metric], !(metric == .sleep && value == sleepShown) else { return nil }
            return Line(label: strings["metricInput.\(metric.rawValue)"] ?? metric.rawValue,
                        value: NumberText.format(value, language: preferences.language))
        }
    }

    private static func group<K: WebEntryKind>(_ kind: K.Type, _ entries: [JournalEntry<K.Endpoint.Value>],
                                               preferences: Preferences, strings: Catalogue, editable: Bool) -> Group {
        let items = entries.map { entry in
            // A grantee's entries lead nowhere: the history's forms are the owner's alone.
            HistoryPage.Item(text: kind.summary(K.Endpoint.output(entry.value, id: entry.id, date: entry.date, preferences: preferences),
                                                preferences: preferences, strings: strings),
                             edit: editable ? "/history/\(kind.path)/\(entry.id)" : "",
                             delete: editable ? "/history/\(kind.path)/\(entry.id)/delete" : nil)
        }
        return Group(title: strings[kind.titleKey] ?? kind.path, kind: kind.path, items: items)
    }

    static func chart(_ day: DayView, preferences: Preferences, strings: Catalogue) -> String {
        let zone = preferences.zone
        let start = DayInterval(date: day.date, zone: zone).start
        func minute(_ time: Date) -> Int { Int(time.timeIntervalSince(start) / 60) }
        let language = preferences.language
        let readings = day.glucose.map { GlucoseDayChart.Reading(minuteOfDay: minute($0.value.time), mgPerDL: $0.value.mgPerDL) }
        let tracking = preferences.tracking
        let meals = !tracking.trackMeals ? [] : day.meals.map {
            GlucoseDayChart.Marker(minuteOfDay: minute($0.value.time), kind: .meal,
                                   label: "\(NumberText.format($0.value.carbs, language: language)) g")
        }
        let insulin = !tracking.trackInsulin ? [] : day.insulin.map {
            GlucoseDayChart.Marker(minuteOfDay: minute($0.value.time), kind: .insulin,
                                   label: "\(NumberText.format($0.value.units, language: language))\u{00A0}\(strings["unitsShort"] ?? "U")")
        }
        let title = strings["glucoseDayChart"] ?? "Glucose over the day"
        let labels = ChartLabels(id: "glucose-day", title: title,
                                 description: strings["glucoseDayChartDescription"] ?? title, noData: strings["noData"] ?? "No data",
                                 language: preferences.language)
        return GlucoseDayChart.svg(readings: readings, markers: meals + insulin, unit: preferences.glucoseUnit,
                                   targetMgPerDL: preferences.hypoThresholdMgPerDL...preferences.hyperThresholdMgPerDL, labels: labels)
    }

    /// "288 readings · mean 132 mg/dL · 3 low · 12 high".
    static func glucoseSummary(_ stats: GlucoseDayStats, preferences: Preferences, strings: Catalogue) -> String {
        let unit = preferences.glucoseUnit, language = preferences.language
        let count = strings.counted("readingsCount", stats.count)
        var parts = [count]
        if let mean = stats.mean {
            parts.append("\(strings["meanWord"] ?? "mean") \(NumberText.format(unit.fromMgPerDL(mean), language: language, decimals: unit == .mgPerDL ? 0 : 1))\u{00A0}\(unit.rawValue)")
        }
        if stats.hypoCount > 0 { parts.append(strings.counted("lowCount", stats.hypoCount)) }
        if stats.hyperCount > 0 { parts.append(strings.counted("highCount", stats.hyperCount)) }
        return parts.joined(separator: " · ")
    }
}
