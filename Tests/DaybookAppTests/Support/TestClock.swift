import Foundation

/// A clock the test moves by hand: the use cases' `now`, so the journal's horizon and reminders'
/// next fires are tested at chosen instants, without sleeping.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) {
        current = start
    }

    var now: Date {
        lock.withLock { current }
    }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}
