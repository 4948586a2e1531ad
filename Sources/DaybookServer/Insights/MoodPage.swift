import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// `/insights/mood`: a month of moods as a calendar (each day a link to its page) or a year in pixels
/// (a table of months by day of the month), with what the period's moods add up to in words. Every
/// square names its date and mood, so colour is never the only way to read it.
enum MoodPage {
    struct Link: Encodable {
        var label: String
        var href: String
        var current: Bool = false
    }

    struct MonthCell: Encodable {
        var day: Int?
        var date: String = ""
        var label: String = ""
        /// The mood's CSS name ("great"), nil for a day without a mood.
        var mood: String?
        var emoji: String?
        var today: Bool = false
    }

    struct YearColumn: Encodable {
        var number: Int
        var name: String
    }

    struct YearCell: Encodable {
        /// False for the days a month does not have (30 February).
        var exists: Bool
        var mood: String?
        var label: String
    }

    struct YearRow: Encodable {
        var day: Int
        var cells: [YearCell]
    }

    struct LegendItem: Encodable {
        var mood: String
        var emoji: String
        var name: String
        var days: Int
        var percent: String
    }

    /// The page's fixed words (dotted catalogue keys cannot be read from a template).
    struct Words: Encodable {
        var title, views, legend, noMood, insights, byWeekday, withSleep, withStress, withCycle: String

        init(_ strings: Catalogue) {
            title = strings.fill("mood.title")
            views = strings.fill("mood.views")
            legend = strings.fill("mood.legend")
            noMood = strings.fill("mood.noMood")
            insights = strings.fill("mood.insights")
            byWeekday = strings.fill("mood.byWeekday")
            withSleep = strings.fill("mood.withSleep")
            withStress = strings.fill("mood.withStress")
            withCycle = strings.fill("mood.withCycle")
        }
    }

    struct View: Encodable {
        var words: Words
        var view: String
        var heading: String
        var caption: String
        var views: [Link]
        var previous: Link
        var next: Link
        var weekdays: [String]
        var cells: [MonthCell]
        var columns: [YearColumn]
        var rows: [YearRow]
        var legend: [LegendItem]
        var summary: String
        var weekdaySentence: String
        var weekdayChart: String?
        var sleepSentence: String
        var stressSentence: String
        var cycleSentence: String
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.account.preferences
        let words = MoodWords(preferences.language)
        let parameters = MoodParameters(req, zone: preferences.zone)
        let isYear = req.query[String.self, at: "view"] == "year"
        if let view = req.query[String.self, at: "view"], view != "year", view != "month" {
            throw APIError.invalid("view", .oneOf, ["choices": "month, year"])
        }
        let range: ClosedRange<LocalDate>
        if isYear {
            range = try MoodParameters.yearRange(try parameters.year())
        } else {
            let first = try parameters.month()
            range = first...first.adding(days: LocalDate.daysIn(month: first.month, year: first.year) - 1)
        }
        let insight = try await MoodView.load(user.person, range, req.useCases)
        var moods: [LocalDate: MoodLevel] = [:]
        for day in insight.days { moods[day.date] = day.mood }
        let strings = words.strings
        let first = range.lowerBound
        let heading = isYear ? String(first.year) : DateText.month(first, strings: strings)
        let previous = isYear ? "/insights/mood?view=year&year=\(first.year - 1)" : "/insights/mood?month=\(monthText(first.adding(days: -1)))"
        let next = isYear ? "/insights/mood?view=year&year=\(first.year + 1)"
            : "/insights/mood?month=\(monthText(range.upperBound.adding(days: 1)))"
        let statistics = insight.statistics
        let view = View(
            words: Words(strings), view: isYear ? "year" : "month", heading: heading,
            caption: strings.fill(isYear ? "mood.yearCaption" : "mood.monthCaption", ["period": heading]),
            views: [Link(label: strings.fill("mood.view.month"), href: "/insights/mood?month=\(monthText(isYear ? parameters.today : first))",
                         current: !isYear),
                    Link(label: strings.fill("mood.view.year"), href: "/insights/mood?view=year&year=\(first.year)", current: isYear)],
            previous: Link(label: strings.fill("previous"), href: previous), next: Link(label: strings.fill("next"), href: next),
            weekdays: (strings["weekdays"] ?? "").split(separator: " ").map(String.init),
            cells: isYear ? [] : monthCells(first, range: range, moods: moods, today: parameters.today, words: words),
            columns: isYear ? columns(strings) : [],
            rows: isYear ? yearRows(first.year, moods: moods, words: words) : [],
            legend: MoodLevel.bestFirst.map { mood in
                let count = statistics.counts.first { $0.mood == mood }
                return LegendItem(mood: cssName(mood), emoji: emoji(mood), name: words.name(mood), days: count?.days ?? 0,
                                  percent: words.percent(count?.share))
            },
            summary: words.summary(statistics), weekdaySentence: words.weekdays(statistics),
            weekdayChart: statistics.days == 0 ? nil : weekdayChart(statistics, words: words),
            sleepSentence: words.sleep(statistics.sleep), stressSentence: statistics.stress.map(words.stress) ?? "",
            cycleSentence: statistics.byPhase.map(words.cycle) ?? "")
        return try await req.render("mood", tab: "insights", view)
    }

    static func monthText(_ date: LocalDate) -> String { String(date.description.prefix(7)) }

    static func cssName(_ mood: MoodLevel) -> String { mood.rawValue.lowercased() }

    static func emoji(_ mood: MoodLevel) -> String { SymptomChoices.mood.first { $0.0 == mood }?.1 ?? "" }

    /// "3 Mar 2026: Happy", or "3 Mar 2026: no mood logged".
    static func label(_ date: LocalDate, _ mood: MoodLevel?, words: MoodWords) -> String {
        words.strings.fill("mood.dayLabel", ["date": DateText.format(date, language: words.language),
                                             "mood": mood.map(words.name) ?? words.strings.fill("mood.noMood")])
    }

    static func monthCells(_ first: LocalDate, range: ClosedRange<LocalDate>, moods: [LocalDate: MoodLevel], today: LocalDate,
                           words: MoodWords) -> [MonthCell] {
        var cells = Array(repeating: MonthCell(), count: first.weekday - 1)
        for offset in 0...range.upperBound.days(since: first) {
            let date = first.adding(days: offset), mood = moods[date]
            cells.append(MonthCell(day: date.day, date: date.description, label: label(date, mood, words: words),
                                   mood: mood.map(cssName), emoji: mood.map(emoji), today: date == today))
        }
        return cells
    }

    static func columns(_ strings: Catalogue) -> [YearColumn] {
        let names = (strings["monthNames"] ?? "").split(separator: " ").map(String.init)
        return (1...12).map { YearColumn(number: $0, name: names.count == 12 ? names[$0 - 1] : String($0)) }
    }

    static func yearRows(_ year: Int, moods: [LocalDate: MoodLevel], words: MoodWords) -> [YearRow] {
        (1...31).map { day in
            YearRow(day: day, cells: (1...12).map { month in
                guard let date = try? LocalDate(year: year, month: month, day: day),
                      day <= LocalDate.daysIn(month: month, year: year) else { return YearCell(exists: false, label: "") }
                let mood = moods[date]
                return YearCell(exists: true, mood: mood.map(cssName), label: label(date, mood, words: words))
            })
        }
    }

    /// The share of good moods on each weekday, as bars.
    static func weekdayChart(_ statistics: MoodStatistics, words: MoodWords) -> String {
        let strings = words.strings
        let names = strings.fill("chart.weekdays").split(separator: ",").map(String.init)
        let bars = statistics.byWeekday.map { item in
            BarChart.Bar(label: item.weekday - 1 < names.count ? names[item.weekday - 1] : String(item.weekday),
                         value: item.tally.goodShare.map { $0 * 100 })
        }
        let labels = ChartLabels(id: "mood-by-weekday", title: strings.fill("mood.chart.title"), description: words.weekdays(statistics),
                                 noData: strings.fill("chart.noData"), xAxis: strings.fill("chart.weekday"),
                                 yAxis: strings.fill("mood.chart.axis"), language: words.language)
        return BarChart.svg(bars, labels: labels, decimals: 0)
    }
}
