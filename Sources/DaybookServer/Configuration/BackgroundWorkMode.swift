/// What a process runs besides answering requests: the timeline scheduler (resuming and taking over
/// runs), the reminder scheduler and the webhook worker.
public enum BackgroundWorkMode: Sendable, Equatable {
    /// `daybook serve`: all of them, started once the server has booted (after migrating) and
    /// stopped at shutdown before the database pools close.
    case services
    /// Tests: the same parts, driven only by what a test does (a run started through the API, a
    /// scheduler tick by hand), never started at boot.
    case onDemand
    /// Every other command (`migrate`, `user`, `import`, `demo`…): none of them. A serving instance
    /// picks up from the database what such a command changed.
    case none
}
