import Vapor

extension Application {
    /// Daybook's own per-application values: its configuration, its clock, its secrets.
    public struct Daybook: Sendable {
        public var config: AppConfig
        public var clock: AppClock
        /// A bcrypt hash of a random string, verified when a log-in names an unknown email so that
        /// a wrong email takes as long as a wrong password and reveals nothing.
        var decoyPasswordHash: String
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
