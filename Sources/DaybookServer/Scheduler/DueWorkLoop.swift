import DaybookApp
import Foundation
import Vapor

/// The loop the reminder scheduler and the webhook worker share: sleep until the earliest due time,
/// do what is due, look again. Naps last at most `longestNap` so an injected clock that jumps is
/// noticed soon; the earliest time is read again when poked (a change on this instance) and every
/// `pollInterval` (changes made on other instances).
actor DueWorkLoop {
    struct Steps: Sendable {
        var clock: AppClock
        var logger: Logger
        /// The earliest due time, or nil when nothing waits; nil database → the loop ends.
        var earliest: @Sendable () async throws -> Date??
        /// Does everything due at the given instant.
        var work: @Sendable (Date) async throws -> Void
    }

    static let longestNap: Double = 0.5
    static let pollInterval: Double = 30

    private let steps: Steps
    private var loop: Task<Void, Never>?
    private var earliest: Date?
    private var needsLookup = true
    private var lastLookup = ContinuousClock.now

    init(_ steps: Steps) {
        self.steps = steps
    }

    /// A loop over the application's use cases, for as long as there are any (nil once the application
    /// is shutting down: the loop then ends).
    init(clock: AppClock, logger: Logger, useCases: @escaping @Sendable () -> UseCaseContext?,
         earliest: @escaping @Sendable (UseCaseContext) async throws -> Date?,
         work: @escaping @Sendable (Date) async throws -> Void) {
        self.init(Steps(clock: clock, logger: logger,
                        earliest: {
                            guard let context = useCases() else { return nil }
                            return .some(try await earliest(context))
                        },
                        work: work))
    }

    func start() {
        guard loop == nil else { return }
        loop = Task { await self.run() }
    }

    func stop() async {
        let task = loop
        loop = nil
        task?.cancel()
        await task?.value
    }

    func poke() {
        needsLookup = true
    }

    private func run() async {
        while !Task.isCancelled {
            let now = steps.clock.now()
            do {
                if needsLookup || ContinuousClock.now - lastLookup > .seconds(Self.pollInterval) {
                    needsLookup = false
                    lastLookup = .now
                    guard let next = try await steps.earliest() else { return }
                    earliest = next
                }
                if let earliest, earliest <= now {
                    try await steps.work(now)
                    needsLookup = true
                    continue
                }
            } catch {
                steps.logger.report(error: error)
                needsLookup = true
            }
            let wait = earliest.map { $0.timeIntervalSince(now) } ?? Self.longestNap
            try? await Task.sleep(for: .seconds(min(max(wait, 0.01), Self.longestNap)))
        }
    }
}
