import DaybookApp
import DaybookCore
import Vapor

/// One run: the events shown so far, newest on top, major ones highlighted; the
/// page reloads itself as each event comes (`app.js` over the event stream); cancel asks first.
enum TimelineRunPage {
    struct EventItem: Encodable {
        var text: String
        var major: Bool
        var at: String
    }

    struct View: Encodable {
        var id: String
        var name: String
        var progress: String
        /// Percent done now, and what the page needs to move it on between events (seconds).
        var percent: Int
        var elapsed: String
        var total: String
        var waiting: Bool
        var events: [EventItem]
        var remaining: Int
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        // The page reloading itself after a change: a run gone meanwhile has finished.
        if req.query[String.self, at: "reload"] != nil, let id = req.parameters.get("id", as: UUID.self),
           try await TimelineRuns(req.useCases).find(id, of: user.person) == nil {
            return req.redirect(to: "/timelines?ended=1")
        }
        let stored = try await find(req, user: user)
        let language = user.account.preferences.language
        let dto = TimelineRunDTO(stored, now: req.clock.now())
        // The page speaks the reader's language; the run's own language is its notifications'.
        let wording = req.scenarioCatalogue.wording
        let shown = stored.run.events.filter { $0.displayTiming <= dto.elapsed }
        let view = View(
            id: dto.id.uuidString, name: stored.scenarioName(wording, in: language),
            progress: "\(NumberText.format(max(0, min(1, dto.elapsed / dto.totalTime)) * 100, language: language, decimals: 0))\u{00A0}%",
            percent: Int((max(0, min(1, dto.elapsed / dto.totalTime)) * 100).rounded(.down)),
            elapsed: String(format: "%.3f", dto.elapsed), total: String(format: "%.3f", dto.totalTime),
            waiting: dto.elapsed < 0,
            events: shown.reversed().map {
                EventItem(text: stored.text(of: $0, wording, in: language), major: $0.major, at: clock($0.displayTiming))
            },
            remaining: dto.events.count - shown.count)
        return try await req.render("timeline-run", tab: "today", view, live: "timeline")
    }

    @Sendable static func cancel(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let stored = try await find(req, user: user)
        // The cancel button asks first; the form says so with `confirm`.
        guard (try? req.content.get(String.self, at: "confirm")) == "true" else { return req.redirect(to: "/timelines/runs/\(stored.id)") }
        try await CancelTimelineRun(req.useCases)(stored.id, for: user.person)
        return req.redirect(to: "/timelines")
    }

    private static func find(_ req: Request, user: CurrentUser) async throws -> TimelineRunInProgress {
        guard let id = req.parameters.get("id", as: UUID.self), let stored = try await TimelineRuns(req.useCases).find(id, of: user.person) else {
            throw Abort(.notFound)
        }
        return stored
    }

    /// Run time as "1:02:03" or "2:03".
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let (hours, minutes, rest) = (total / 3_600, total / 60 % 60, total % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}
