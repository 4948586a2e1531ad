import Vapor

extension Application {
    /// Daybook's own per-application values: its configuration, its clock, its secrets.
    public struct Daybook: Sendable {
        public var config: AppConfig
        public var clock: AppClock
        /// A bcrypt hash of a random string, verified when a log-in names an unknown email so that
        /// a wrong email takes as long as a wrong password and reveals nothing.
        var decoyPasswordHash: String
        /// Day and calendar answers kept between a person's writes.
        let answers: AnswerCache
        /// Who runs how much expensive work at once.
        let boundedWork = BoundedWorkGate()
        /// When this instance next removes expired idempotency keys.
        let idempotencyPurge = IdempotencyPurge()

        init(config: AppConfig, clock: AppClock, decoyPasswordHash: String) {
            self.config = config
            self.clock = clock
            self.decoyPasswordHash = decoyPasswordHash
            answers = AnswerCache(capacity: config.answerCacheBytes)
        }
    }

    private struct DaybookKey: StorageKey {
        typealias Value = Daybook
    }

    public var daybook: Daybook {
        get {
            guard let value = storage[DaybookKey.self] else {
                fatalError("configure(_:config:) sets Application.daybook before anything reads it")
            }
            return value
        }
        set { storage[DaybookKey.self] = newValue }
    }
}

extension Request {
    var clock: AppClock { application.daybook.clock }
}
