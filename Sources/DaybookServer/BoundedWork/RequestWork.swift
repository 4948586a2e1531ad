import Foundation
import NIOConcurrencyHelpers
import Vapor

/// The tasks a bounded request's work runs in. Vapor starts each middleware's and each handler's work in a
/// task of its own, which cancelling the request's first task does not reach: at the deadline these are
/// cancelled by hand, so a search or an import that checks for cancellation stops when its request ends.
final class RequestWork: Sendable {
    private struct State {
        var cancelled = false
        var tasks: [UUID: @Sendable () -> Void] = [:]
    }

    private let state = NIOLockedValueBox(State())

    /// Runs `work` in a task of its own on the heavy threads, cancelled with the request.
    func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = Task(executorPreference: HeavyWorkExecutor.shared) { try await work() }
        let id = UUID()
        let cancelledAlready = state.withLockedValue { state -> Bool in
            if !state.cancelled { state.tasks[id] = { task.cancel() } }
            return state.cancelled
        }
        if cancelledAlready { task.cancel() }
        defer { _ = state.withLockedValue { $0.tasks.removeValue(forKey: id) } }
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }

    /// The request has ended (its deadline passed): its work stops at its next check.
    func cancel() {
        let tasks = state.withLockedValue { state -> [@Sendable () -> Void] in
            state.cancelled = true
            defer { state.tasks = [:] }
            return Array(state.tasks.values)
        }
        for cancel in tasks { cancel() }
    }

    struct Key: StorageKey {
        typealias Value = RequestWork
    }
}
