import NIOConcurrencyHelpers

/// Who holds how much of the expensive work: each account at most a few requests at once, and the
/// server as a whole a bounded queue. A place is given back when the work has really ended, not
/// when its answer went out, so work cut off by its deadline still counts against its account.
final class BoundedWorkGate: Sendable {
    enum Refusal: Error, Equatable {
        /// This account already runs its share.
        case accountBusy
        /// The server's queue of expensive work is full.
        case serverBusy
    }

    let perAccount: Int
    let total: Int
    private let running = NIOLockedValueBox<(byAccount: [String: Int], total: Int)>(([:], 0))

    init(perAccount: Int = 2, total: Int = 32) {
        self.perAccount = perAccount
        self.total = total
    }

    func enter(_ account: String) throws(Refusal) {
        let refusal: Refusal? = running.withLockedValue { running in
            if running.byAccount[account, default: 0] >= perAccount { return .accountBusy }
            if running.total >= total { return .serverBusy }
            running.byAccount[account, default: 0] += 1
            running.total += 1
            return nil
        }
        if let refusal { throw refusal }
    }

    func leave(_ account: String) {
        running.withLockedValue { running in
            running.total -= 1
            let left = running.byAccount[account, default: 1] - 1
            running.byAccount[account] = left > 0 ? left : nil
        }
    }

    /// Requests of `account` running now.
    func count(_ account: String) -> Int {
        running.withLockedValue { $0.byAccount[account, default: 0] }
    }
}
