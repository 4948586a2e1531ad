import DaybookServer
import Foundation

/// A clock the test moves by hand, so time-dependent behaviour is tested without sleeping.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date()) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    var appClock: AppClock { AppClock { [self] in now } }
}
