import DaybookServer
import Foundation

/// A clock the test moves by hand, so time-dependent behaviour is tested without sleeping.
/// `TestClock.realTime()` follows the wall clock (plus whatever it is advanced by), for the few
/// tests that measure real timing.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    /// When set, `now` moves with the wall clock from this instant on.
    private let wallClockOrigin: Date?

    init(_ start: Date = Date()) {
        current = start
        wallClockOrigin = nil
    }

    private init(followingWallClockFrom origin: Date) {
        current = origin
        wallClockOrigin = origin
    }

    static func realTime() -> TestClock { TestClock(followingWallClockFrom: Date()) }

    var now: Date {
        lock.withLock {
            guard let wallClockOrigin else { return current }
            return current.addingTimeInterval(Date().timeIntervalSince(wallClockOrigin))
        }
    }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    var appClock: AppClock { AppClock { [self] in now } }
}
