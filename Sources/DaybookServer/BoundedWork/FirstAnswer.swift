import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// A request answered by whichever comes first: its work's result, or a refusal at a deadline. The
/// work is cancelled when it loses; it keeps what it holds until it has noticed.
enum FirstAnswer {
    /// `whenLate` is asked at the deadline; nil lets the work go on (it finished what the deadline guarded).
    static func race(on eventLoop: any EventLoop, deadline: TimeAmount, executor: (any TaskExecutor)? = nil,
                     work: @escaping @Sendable () async throws -> Response,
                     whenLate: @escaping @Sendable () -> (any Error)?) async throws -> Response {
        let answer = Once()
        return try await withCheckedThrowingContinuation { continuation in
            answer.wait(continuation)
            let task = Task(executorPreference: executor) {
                do {
                    answer.give(.success(try await work()))
                } catch {
                    answer.give(.failure(error))
                }
            }
            let timer = eventLoop.scheduleTask(in: deadline) {
                guard let refusal = whenLate() else { return }
                answer.give(.failure(refusal))
                task.cancel()
            }
            answer.whenGiven { timer.cancel() }
        }
    }

    /// Resumes the waiting request once; later results are dropped.
    private final class Once: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Response, any Error>?
            var given = false
            var onGiven: (@Sendable () -> Void)?
        }

        private let state = NIOLockedValueBox(State())

        func wait(_ continuation: CheckedContinuation<Response, any Error>) {
            state.withLockedValue { $0.continuation = continuation }
        }

        func give(_ result: Result<Response, any Error>) {
            let taken = state.withLockedValue { state -> (CheckedContinuation<Response, any Error>, (@Sendable () -> Void)?)? in
                guard !state.given, let continuation = state.continuation else { return nil }
                state.given = true
                defer { state.continuation = nil; state.onGiven = nil }
                return (continuation, state.onGiven)
            }
            guard let (continuation, onGiven) = taken else { return }
            onGiven?()
            continuation.resume(with: result)
        }

        func whenGiven(_ action: @escaping @Sendable () -> Void) {
            let given = state.withLockedValue { state -> Bool in
                if !state.given { state.onGiven = action }
                return state.given
            }
            if given { action() }
        }
    }
}
