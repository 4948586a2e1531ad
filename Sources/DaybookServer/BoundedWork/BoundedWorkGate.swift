import NIOConcurrencyHelpers

/// Who runs how much of the expensive work. Each account runs at most `perAccount` such requests at
/// once; a few more wait their turn (clients such as AndroidAPS ask for several collections at once
/// and must not be refused for it), and past those the account is refused. The server as a whole
/// holds a bounded number, running or waiting. A place is handed on when the work has really ended,
/// not when its answer went out, so work cut off by its deadline still counts against its account.
final class BoundedWorkGate: Sendable {
    enum Refusal: Error, Equatable {
        /// This account already runs its share and has as many waiting as may wait.
        case accountBusy
        /// The server holds as much expensive work as it may.
        case serverBusy
    }

    let perAccount: Int
    let waitingPerAccount: Int
    let total: Int

    private enum Turn {
        /// Queued; its task has not yet suspended.
        case pending
        case waiting(CheckedContinuation<Void, any Error>)
        /// Handed a place before its task suspended.
        case granted
        case cancelled
    }

    private struct Waiter {
        let id: UInt64
        var turn: Turn
    }

    private struct Account {
        var running = 0
        var waiting: [Waiter] = []
    }

    private struct State {
        var accounts: [String: Account] = [:]
        /// Running and waiting, all accounts together.
        var held = 0
        var nextID: UInt64 = 0
    }

    private let state = NIOLockedValueBox(State())

    init(perAccount: Int = 2, waitingPerAccount: Int = 4, total: Int = 64) {
        self.perAccount = perAccount
        self.waitingPerAccount = waitingPerAccount
        self.total = total
    }

    /// Returns when the work may start: at once, or when one of the account's running requests ends.
    /// A refusal is thrown at once; a cancelled wait throws `CancellationError` and holds nothing.
    func enter(_ account: String) async throws {
        let queued: UInt64? = try state.withLockedValue { (state: inout State) throws(Refusal) -> UInt64? in
            var entry = state.accounts[account, default: Account()]
            guard state.held < total else { throw .serverBusy }
            if entry.running < perAccount {
                entry.running += 1
                state.held += 1
                state.accounts[account] = entry
                return nil
            }
            guard entry.waiting.count < waitingPerAccount else { throw .accountBusy }
            let id = state.nextID
            state.nextID += 1
            entry.waiting.append(Waiter(id: id, turn: .pending))
            state.held += 1
            state.accounts[account] = entry
            return id
        }
        guard let queued else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLockedValue { state -> Result<Void, any Error>? in
                    guard let index = state.accounts[account]?.waiting.firstIndex(where: { $0.id == queued }) else { return nil }
                    switch state.accounts[account]?.waiting[index].turn {
                    case .granted:
                        state.accounts[account]?.waiting.remove(at: index)
                        return .success(())
                    case .cancelled:
                        state.accounts[account]?.waiting.remove(at: index)
                        state.held -= 1
                        Self.forgetIfIdle(account, in: &state)
                        return .failure(CancellationError())
                    default:
                        state.accounts[account]?.waiting[index].turn = .waiting(continuation)
                        return nil
                    }
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiting = state.withLockedValue { state -> CheckedContinuation<Void, any Error>? in
                guard let index = state.accounts[account]?.waiting.firstIndex(where: { $0.id == queued }) else { return nil }
                switch state.accounts[account]?.waiting[index].turn {
                case .waiting(let continuation):
                    state.accounts[account]?.waiting.remove(at: index)
                    state.held -= 1
                    Self.forgetIfIdle(account, in: &state)
                    return continuation
                case .pending:
                    state.accounts[account]?.waiting[index].turn = .cancelled
                    return nil
                default:
                    return nil
                }
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// The work has ended: its place goes to the account's next waiting request, or is free.
    func leave(_ account: String) {
        let next = state.withLockedValue { state -> CheckedContinuation<Void, any Error>? in
            guard var entry = state.accounts[account] else { return nil }
            for index in entry.waiting.indices {
                // The leaving request's place goes to the waiting one, which was counted in all when it
                // queued: the server holds one request fewer.
                switch entry.waiting[index].turn {
                case .waiting(let continuation):
                    entry.waiting.remove(at: index)
                    state.accounts[account] = entry
                    state.held -= 1
                    return continuation
                case .pending:
                    entry.waiting[index].turn = .granted
                    state.accounts[account] = entry
                    state.held -= 1
                    return nil
                case .granted, .cancelled:
                    continue
                }
            }
            entry.running -= 1
            state.held -= 1
            state.accounts[account] = entry
            Self.forgetIfIdle(account, in: &state)
            return nil
        }
        next?.resume()
    }

    /// Requests running or waiting, all accounts together.
    var held: Int { state.withLockedValue(\.held) }

    /// Requests of `account` running now, and waiting.
    func count(_ account: String) -> (running: Int, waiting: Int) {
        state.withLockedValue { state in
            let entry = state.accounts[account]
            return (entry?.running ?? 0, entry?.waiting.count ?? 0)
        }
    }

    private static func forgetIfIdle(_ account: String, in state: inout State) {
        if let entry = state.accounts[account], entry.running == 0, entry.waiting.isEmpty { state.accounts[account] = nil }
    }
}
