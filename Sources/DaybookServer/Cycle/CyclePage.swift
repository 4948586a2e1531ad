import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// `/cycle`: the next period with its honest range, the fertile window, the method and how well it
/// predicted this person's own past periods, the history and any alerts.
enum CyclePage {
    struct View: Encodable {
        var hasPrediction: Bool
        var nextStart: String?
        var nextRange: String?
        /// "In 10 days", "1 day late", "Period, day 2": the Today page's words, so the two never disagree.
        var due: String?
        var fertileWindow: String?
        /// Says whether the window and ovulation are predicted or confirmed by her signs.
        var fertileLabel = ""
        var ovulationLabel = ""
        var ovulation: String?
        var method: String
        var ovulationMethod: String
        var grade: String
        /// How counting from a confirmed ovulation did on the person's history, next to the calendar.
        var lutealGrade: String?
        var averageCycleLength: String
        var averagePeriodLength: String
        var periods: [PeriodRow]
        /// The completed cycles' lengths as a bar chart (our own SVG), oldest to newest.
        var lengthsChart: String?
        /// The person's own page edits periods; a grantee only reads.
        var editable: Bool
        /// `owner=…` on a grantee's links, so they stay on the owner's cycle.
        var ownerQuery: String?
        var form: PeriodForm
        var alerts: [String]
        /// Only the person's own page asks; a grantee reads.
        var startQuestion: StartQuestionCard?
        var questionBack = "cycle"
        /// Today's phase by the person's signs, with the method and why it was chosen.
        var fertility: FertilityWords?
        var signsChart: String?
        var weightChart: String?
    }

    /// The signs of one cycle: today's phase for the cycle under way, its fertile days and
    /// ovulation for a past one, and what the signs say or still lack.
    struct FertilityWords: Encodable {
        /// "Chart of the cycle from 3 Oct" for a past cycle; nil for the cycle under way.
        var pastTitle: String?
        var phase: String?
        var method: String
        var summary: String?
        var detail: String?
    }

    struct PeriodRow: Encodable {
        var start: String
        var end: String
        var length: String
        /// Days to the next period's start ("—" for the latest), with why it is not averaged in.
        var cycle: String
        /// ISO dates for the edit form.
        var startValue: String
        var endValue: String
        /// The cycle's chart on this page (`?cycle=`), when the person charts signs.
        var chart: String?
    }

    /// The "add a period" form: what was typed and what was wrong with it.
    struct PeriodForm: Encodable {
        var start = ""
        var end = ""
        var error: String?
        var field: String?
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req)
    }

    static func render(_ req: Request, form: PeriodForm = PeriodForm(), status: HTTPStatus = .ok) async throws -> Response {
        guard let viewer = req.auth.get(CurrentUser.self) else { return req.redirect(to: "/login") }
        // With `?owner=` a grantee of the cycle category sees the owner's predictions.
        let user = try await req.dataOwner(for: .cycle)
        let today = user.person.day(of: req.clock.now())
        // `?cycle=` opens the chart of the cycle a date falls in; a date that is no date is today's.
        let shown = req.query[String.self, at: "cycle"].flatMap { try? LocalDate(parsing: $0) }.map { min($0, today) }
        let signs = try await FertilityView.load(user.person, around: today, req.useCases)
        let timeline = signs.timeline
        // A past cycle's signs are read around it alone, so an old date costs no more than a recent one.
        var shownSigns: FertilityView?
        if let shown { shownSigns = try await FertilityView.load(user.person, around: shown, req.useCases) }
        let context = signs.cycle
        let report = signs.report(timeline, grading: true)
        let backtest = report.backtest
        let language = viewer.account.preferences.language
        let strings = Strings.table(language)
        func date(_ date: LocalDate?) -> String? { date.map { DateText.format($0, language: language) } }
        func range(_ from: LocalDate?, _ to: LocalDate?) -> String? { from.flatMap { start in to.map { "\(date(start) ?? "") – \(date($0) ?? "")" } } }
        // "1,7 jour", "1.7 days": a number of days in the form its language gives that number.
        func days(_ value: Double) -> String { strings.counted("daysAmount", shown: NumberText.format(value, language: language)) }
        let grade: String
        if let mae = backtest.mae, let coverage = backtest.coverage, backtest.n > 0 {
            grade = strings.fill("cycleGrade", ["n": String(backtest.n), "mae": days(mae),
                                                "coverage": NumberText.format(coverage * 100, language: language, decimals: 0)])
        } else {
            grade = strings["cycleNoGrade"] ?? ""
        }
        var lutealGrade: String?
        if let luteal = report.afterOvulation?.backtest, let mae = luteal.mae, let calendarMae = luteal.calendarMae {
            lutealGrade = strings.fill("cycleLutealGrade", ["n": String(luteal.n), "mae": days(mae), "calendar": days(calendarMae)])
        }
        let view = View(
            hasPrediction: report.nextStart != nil,
            nextStart: date(report.nextStart),
            nextRange: range(report.nextStartEarliest, report.nextStartLatest),
            due: TodayWords(strings: strings, language: language).nextPeriod(
                daysUntil: report.daysUntil, periods: context.periods, flowToday: context.flow[context.today], today: context.today),
            fertileWindow: range(report.fertileStart, report.fertileEnd),
            ovulation: date(report.ovulation),
            method: strings["method.\(report.method)"] ?? report.method,
            ovulationMethod: strings["method.\(report.ovulationMethod)"] ?? report.ovulationMethod,
            grade: grade, lutealGrade: lutealGrade,
            averageCycleLength: days(report.averageCycleLength),
            averagePeriodLength: days(report.averagePeriodLength),
            periods: rows(context.periods, strings: strings, language: language),
            lengthsChart: lengthsChart(context.periods, strings: strings, language: language),
            editable: user.id == viewer.id, form: form,
            alerts: report.deviations.alerts.map { strings["alert.\($0.rawValue)"] ?? $0.rawValue },
            startQuestion: user.id == viewer.id ? StartQuestionCard(context.uncertainStarts, today: context.today, language: language) : nil)
        var page = view
        let confirmed = report.fertileConfirmed == true
        page.fertileLabel = strings[confirmed ? "legendFertileConfirmed" : "legendFertilePredicted"] ?? ""
        page.ovulationLabel = strings[confirmed ? "ovulationConfirmed" : "ovulationPredicted"] ?? ""
        page.ownerQuery = page.editable ? nil : "owner=\(user.id.uuidString.lowercased())"
        try await addSigns(to: &page, req: req, owner: user, timeline: shownSigns?.timeline ?? timeline,
                           lhSurges: (shownSigns ?? signs).lhSurges, shown: shown,
                           strings: strings, language: language)
        return try await req.render("cycle", tab: "calendar", page, status: status)
    }

    /// The sympto-thermal signs and the weight, when the owner tracks them; `shown` picks a past cycle.
    static func addSigns(to view: inout View, req: Request, owner: CurrentUser, timeline: FertilityTimeline, lhSurges: Set<LocalDate>,
                         shown: LocalDate?, strings: Catalogue, language: Language) async throws {
        let tracking = owner.account.preferences.tracking
        let today = timeline.today
        if tracking.trackTemperature || tracking.trackMucus || tracking.trackOvulationTests {
            let reader = try req.currentUser().account.preferences
            let words = FertilityReasonWords(strings: strings, language: language, unit: reader.temperatureUnit)
            let date = shown ?? today
            let cycle = timeline.cycle(containing: date)
            let past = cycle.flatMap(\.next) != nil
            // A past cycle is told as it ended; the cycle under way as it stands today.
            let assessment = timeline.assessment(on: past ? cycle?.observedThrough ?? date : date)
            var fertility = FertilityWords(method: strings["method.\(assessment.method.rawValue)"] ?? assessment.method.rawValue)
            if past, let cycle {
                fertility.pastTitle = strings.fill("cycleChartOf", ["date": DateText.format(cycle.start, language: language)])
                fertility.method = strings["method.\(cycle.method.rawValue)"] ?? cycle.method.rawValue
                fertility.summary = summary(cycle, strings: strings, language: language)
            } else {
                fertility.phase = strings["phase.\(assessment.phase.rawValue)"] ?? assessment.phase.rawValue
            }
            fertility.detail = assessment.reason.map(words.sentence)
            if let confirmed = assessment.shiftConfirmedOn, let line = assessment.coverLine {
                fertility.detail = strings.fill("ovulationConfirmedOn", ["date": DateText.format(confirmed, language: language),
                                                                     "line": NumberText.format(reader.temperatureUnit.from(celsius: line), language: language, decimals: 2) + " " + reader.temperatureUnit.symbol])
            }
            view.fertility = fertility
            view.signsChart = BodyChartsAPI.cycleSignsDocument(timeline: timeline, lhSurges: lhSurges, date: date, reading: reader)
            view.ownerQuery = view.editable ? nil : "owner=\(owner.id.uuidString.lowercased())"
            for index in view.periods.indices {
                view.periods[index].chart = "/cycle?cycle=\(view.periods[index].startValue)\(view.ownerQuery.map { "&" + $0 } ?? "")#signs"
            }
        }
        if tracking.trackWeight {
            let range = today.adding(days: 1 - BodyChartsAPI.weightDefaultDays)...today
            let chart = try await BodyChartsAPI.weightDocument(req, owner: owner, range: range)
            if !chart.contains("dbc-no-data") { view.weightChart = chart }
        }
    }

    /// A past cycle in a line: its fertile days and its ovulation, confirmed or by the calendar.
    static func summary(_ cycle: CycleFertility, strings: Catalogue, language: Language) -> String {
        var parts: [String] = []
        if let fertile = cycle.fertile {
            parts.append(strings.fill("cycleFertileDays", ["from": DateText.short(fertile.lowerBound, language: language),
                                                           "to": DateText.short(fertile.upperBound, language: language)]))
        }
        if let ovulation = cycle.ovulation {
            parts.append(strings.fill(cycle.ovulationConfirmed || cycle.method == .calendar ? "cycleOvulationOn" : "cycleOvulationExpected",
                                      ["date": DateText.short(ovulation, language: language)]))
        } else {
            parts.append(strings.fill("cycleNoOvulation"))
        }
        return parts.joined(separator: " · ")
    }

    /// Newest first, each with the cycle it began.
    static func rows(_ periods: [Period], strings: Catalogue, language: Language) -> [PeriodRow] {
        let cycles = Dictionary(Cycle.cycles(of: periods).map { ($0.start, $0) }) { first, _ in first }
        return periods.reversed().map { period in
            var cycle = "—"
            if let found = cycles[period.start] {
                cycle = String(found.length)
                if let exclusion = found.exclusion { cycle += " (" + (strings["exclusion.\(exclusion.rawValue)"] ?? exclusion.rawValue) + ")" }
            }
            return PeriodRow(start: DateText.format(period.start, language: language), end: period.end.map { DateText.short($0, language: language) } ?? "…",
                             length: period.length.map(String.init) ?? "", cycle: cycle,
                             startValue: period.start.description, endValue: period.end?.description ?? "")
        }
    }

    /// The last twelve completed cycles as bars; nil before the first one.
    static func lengthsChart(_ periods: [Period], strings: Catalogue, language: Language) -> String? {
        let cycles = Cycle.cycles(of: periods).suffix(12)
        guard !cycles.isEmpty else { return nil }
        let bars = cycles.map { BarChart.Bar(label: DateText.short($0.start, language: language), value: Double($0.length)) }
        let title = strings["cycleLengths"] ?? "Cycle lengths"
        let lengths = cycles.map { String($0.length) }.joined(separator: ", ")
        let labels = ChartLabels(id: "cycle-lengths", title: title, description: "\(title): \(lengths)",
                                 noData: strings["noData"] ?? "No data", xAxis: strings["cycleStart"] ?? "", yAxis: strings["days"] ?? "",
                                 language: language)
        return BarChart.svg(Array(bars), labels: labels, decimals: 0)
    }

    /// `POST /cycle/periods`: a period entered by its dates.
    @Sendable static func add(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let start = (try? req.content.get(String.self, at: "start")) ?? ""
        let end = (try? req.content.get(String.self, at: "end")) ?? ""
        do {
            let first = try LocalDate(parsing: start, field: "start")
            let last = end.isEmpty ? nil : try LocalDate(parsing: end, field: "end")
            _ = try await EditPeriod(req.useCases).create(Period(start: first, end: last), level: .medium, for: user.person)
            return req.redirect(to: "/cycle?saved=1#periods")
        } catch {
            let errors = try FieldErrors(error, in: req.errorWords)
            let field = errors.keys.first
            return try await render(req, form: PeriodForm(start: start, end: end, error: field.flatMap { errors[$0] }, field: field),
                                    status: .unprocessableEntity)
        }
    }

    /// `POST /cycle/periods/{start}/delete`.
    @Sendable static func delete(req: Request) async throws -> Response {
        let start = try LocalDate(parsing: req.parameters.get("start") ?? "", field: "start")
        try await EditPeriod(req.useCases).delete(startingOn: start, for: try req.currentUser().person)
        return req.redirect(to: "/cycle#periods")
    }
}
