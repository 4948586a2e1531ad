import DaybookApp
import DaybookCore
import Vapor

/// Timelines: the catalogue, starting a run with a chosen run time, the runs in progress.
enum TimelinesPage {
    struct ScenarioItem: Encodable {
        var named: String
        var name: String
        var text: String
        /// "12 events, 3 major", each number counted in the reader's language.
        var counts: String
    }

    struct RunItem: Encodable {
        var href: String
        var name: String
        var progress: String
    }

    struct View: Encodable {
        var scenarios: [ScenarioItem]
        var runs: [RunItem]
        var forms: [FormView]
        /// Arrived here from a run page whose run just finished.
        var ended: Bool
    }

    /// Seconds per unit of the run-time field.
    static let units: [(value: String, seconds: Double, labelKey: String)] = [
        ("seconds", 1, "timelinesSeconds"), ("minutes", 60, "timelinesMinutes"), ("hours", 3_600, "timelinesHours"), ("days", 86_400, "timelinesDays"),
    ]

    static func fields() -> [FieldSpec] { [
        FieldSpec(name: "totalTime", labelKey: "timelinesRunTime", control: .number, min: "1", step: "1", initial: "5"),
        FieldSpec(name: "timeUnit", labelKey: "timelinesUnit", control: .select, initial: "minutes",
                  options: units.map { ($0.value, $0.labelKey) }),
    ] }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req, values: [:], errors: [:])
    }

    static func render(_ req: Request, values: [String: String], errors: FieldErrors, status: HTTPStatus = .ok) async throws -> Response {
        let user = try req.currentUser()
        let language = user.account.preferences.language
        let strings = Strings.table(language)
        let imported = try await ImportedScenarios(req.useCases).all(of: user.person)
        let wording = req.scenarioCatalogue.wording
        let scenarios = (req.scenarioCatalogue.bundled + imported).map {
            ScenarioItem(named: $0.named, name: wording.name(of: $0, in: language), text: wording.text(of: $0, in: language),
                         counts: "\(strings.counted("timelineEvents", $0.totalEvents)), \(strings.counted("timelinesMajorCount", $0.majorEvents))")
        }
        let now = req.clock.now()
        let runs = try await TimelineRuns(req.useCases).all(of: user.person).map { stored in
            RunItem(href: "/timelines/runs/\(stored.id)", name: stored.scenarioName(wording, in: language),
                    progress: "\(NumberText.format(stored.run.share(at: now) * 100, language: language, decimals: 0))\u{00A0}%")
        }
        var shown = values.isEmpty ? Dictionary(uniqueKeysWithValues: fields().compactMap { spec in spec.initial.map { (spec.name, $0) } }) : values
        if shown["named"] == nil { shown["named"] = scenarios.first?.named }
        let picker = FieldSpec(name: "named", labelKey: "timelinesScenario", control: .select, options: scenarios.map { ($0.named, $0.name) })
        let form = FormView(key: "run", title: strings["timelinesStart"] ?? "", action: "/timelines/runs",
                            fields: ([picker] + fields()).map { $0.field(form: "run", values: shown, errors: errors, strings: strings) })
        return try await req.render("timelines", tab: "today", View(scenarios: scenarios, runs: runs, forms: [form],
                                                                        ended: req.query[String.self, at: "ended"] != nil), status: status, live: "timeline")
    }

    @Sendable static func start(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        do {
            guard let amount = try FormNumber.optional(form["totalTime"], field: "totalTime") else {
                throw ValidationError(field: "totalTime", .required)
            }
            guard let unit = units.first(where: { $0.value == form["timeUnit"] }) else { throw ValidationError(field: "timeUnit", .chooseUnit) }
            let started = try await TimelineRunStart.start(named: form["named"] ?? "", totalTime: amount * unit.seconds, language: nil, user: user, req: req)
            return req.redirect(to: "/timelines/runs/\(started.id)")
        } catch {
            return try await render(req, values: form, errors: try FieldErrors(error, in: req.errorWords), status: .unprocessableEntity)
        }
    }
}
