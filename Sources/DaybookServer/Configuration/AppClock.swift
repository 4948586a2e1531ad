import Foundation

/// The server's clock, given to the app so tests can set the time instead of sleeping.
public struct AppClock: Sendable {
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = AppClock { Date() }
}
