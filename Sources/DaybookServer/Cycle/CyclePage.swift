import DaybookApp
import DaybookCore
import Vapor

/// `/cycle`: the next period with its honest range, the fertile window, the method and how well it
/// predicted this person's own past periods, the history and any alerts.
enum CyclePage {
    struct View: Encodable {
        var hasPrediction: Bool
        var nextStart: String?
        var nextRange: String?
        var daysUntil: Int?
        var fertileWindow: String?
        var ovulation: String?
        var method: String
        var ovulationMethod: String
        var grade: String
        var averageCycleLength: String
        var averagePeriodLength: String
        var periods: [PeriodRow]
        var alerts: [String]
        /// Only the person's own page asks; a grantee reads.
        var startQuestion: StartQuestionCard?
        var questionBack = "cycle"
    }

    struct PeriodRow: Encodable {
        var start: String
        var end: String
        var length: String
    }

    @Sendable static func show(req: Request) async throws -> Response {
        guard let viewer = req.auth.get(CurrentUser.self) else { return req.redirect(to: "/login") }
        // With `?owner=` a grantee of the cycle category sees the owner's predictions.
        let user = try await req.dataOwner(for: .cycle)
        let context = try await CycleView.load(user.person, req.useCases)
        let report = context.report
        let backtest = report.backtest
        let language = viewer.record.preferences.language
        let strings = Strings.table(language)
        func date(_ date: LocalDate?) -> String? { date.map { DateText.format($0, language: language) } }
        func range(_ from: LocalDate?, _ to: LocalDate?) -> String? { from.flatMap { start in to.map { "\(date(start) ?? "") – \(date($0) ?? "")" } } }
        let grade: String
        if let mae = backtest.mae, let coverage = backtest.coverage, backtest.n > 0 {
            grade = (strings["cycleGrade"] ?? "")
                .replacingOccurrences(of: "{n}", with: String(backtest.n))
                .replacingOccurrences(of: "{mae}", with: NumberText.format(mae, language: language))
                .replacingOccurrences(of: "{coverage}", with: NumberText.format(coverage * 100, language: language, decimals: 0))
        } else {
            grade = strings["cycleNoGrade"] ?? ""
        }
        let view = View(
            hasPrediction: report.nextStart != nil,
            nextStart: date(report.nextStart),
            nextRange: range(report.nextStartEarliest, report.nextStartLatest),
            daysUntil: report.daysUntil,
            fertileWindow: range(report.fertileStart, report.fertileEnd),
            ovulation: date(report.ovulation),
            method: strings["method.\(report.method)"] ?? report.method,
            ovulationMethod: strings["method.\(report.ovulationMethod)"] ?? report.ovulationMethod,
            grade: grade,
            averageCycleLength: NumberText.format(report.averageCycleLength, language: language),
            averagePeriodLength: NumberText.format(report.averagePeriodLength, language: language),
            periods: context.periods.reversed().map {
                PeriodRow(start: date($0.start) ?? "", end: date($0.end) ?? "…", length: $0.length.map(String.init) ?? "")
            },
            alerts: report.deviations.alerts.map { strings["alert.\($0.rawValue)"] ?? $0.rawValue },
            startQuestion: user.id == viewer.id ? StartQuestionCard(context.uncertainStarts, today: context.today, language: language) : nil)
        return try await req.render("cycle", tab: "calendar", view)
    }
}
