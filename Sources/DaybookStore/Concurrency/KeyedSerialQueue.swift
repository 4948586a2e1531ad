import Foundation

/// Runs work for one key one at a time in this process, in the order it was asked for.
///
/// A database row lock serialises instances on PostgreSQL; on SQLite two transactions of one process
/// that write at once are refused ("database table is locked") rather than queued, so changes that
/// must not interleave (a kind's limit check and insert) also queue here first.
public actor KeyedSerialQueue {
    private var tails: [UUID: Task<Void, Never>] = [:]

    public init() {}

    public func run<T: Sendable>(_ key: UUID, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = tails[key]
        let task = Task<T, any Error> {
            await previous?.value
            return try await work()
        }
        let tail = Task<Void, Never> { _ = try? await task.value }
        tails[key] = tail
        defer { Task { await self.forget(key, tail) } }
        return try await task.value
    }

    private func forget(_ key: UUID, _ tail: Task<Void, Never>) async {
        await tail.value
        if tails[key] == tail { tails[key] = nil }
    }
}
