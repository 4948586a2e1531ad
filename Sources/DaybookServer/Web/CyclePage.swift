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
    }

    struct PeriodRow: Encodable {
        var start: String
        var end: String
        var length: String
    }

    @Sendable static func show(req: Request) async throws -> Response {
        guard let user = req.auth.get(CurrentUser.self) else { return req.redirect(to: "/login") }
        let context = try await CycleContext.load(req, user: user)
        let report = context.report
        let backtest = report.backtest
        let grade: String
        if let mae = backtest.mae, let coverage = backtest.coverage, backtest.n > 0 {
            grade = String(format: "On your last %d periods the prediction was off by %.1f days on average; the range held the start %.0f%% of the time.",
                           backtest.n, mae, coverage * 100)
        } else {
            grade = "The prediction will grade itself once three periods are logged."
        }
        let view = View(
            hasPrediction: report.nextStart != nil,
            nextStart: report.nextStart?.description,
            nextRange: report.nextStartEarliest.flatMap { earliest in report.nextStartLatest.map { "\(earliest) – \($0)" } },
            daysUntil: report.daysUntil,
            fertileWindow: report.fertileStart.flatMap { start in report.fertileEnd.map { "\(start) – \($0)" } },
            ovulation: report.ovulation?.description,
            method: report.method,
            ovulationMethod: report.ovulationMethod,
            grade: grade,
            averageCycleLength: String(format: "%.1f", report.averageCycleLength),
            averagePeriodLength: String(format: "%.1f", report.averagePeriodLength),
            periods: context.periods.reversed().map {
                PeriodRow(start: $0.start.description, end: $0.end?.description ?? "…", length: $0.length.map(String.init) ?? "")
            },
            alerts: report.deviations.alerts.map { Strings.table(user.record.preferences.language)["alert.\($0.rawValue)"] ?? $0.rawValue })
        return try await req.render("cycle", tab: "cycle", view)
    }
}
