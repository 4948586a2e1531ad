@testable import DaybookServer
import Synchronization
import Testing

/// Each account runs at most its share of the expensive work, a few more wait their turn and the rest
/// are refused; the server holds a bounded amount in all; a place is handed on only when its work ends.
@Suite struct BoundedWorkGateTests {
    final class Started: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    /// Until `gate` holds `waiting` queued requests of `account` (the tasks have reached the gate).
    func untilWaiting(_ waiting: Int, of account: String, at gate: BoundedWorkGate) async throws {
        for _ in 0..<10_000 where gate.count(account).waiting != waiting { await Task.yield() }
        try #require(gate.count(account).waiting == waiting)
    }

    @Test func anAccountRunsItsShareAndTheNextWaitTheirTurn() async throws {
        let gate = BoundedWorkGate(perAccount: 2, waitingPerAccount: 2, total: 10)
        try await gate.enter("ada")
        try await gate.enter("ada")
        let started = Started()
        let third = Task { try await gate.enter("ada"); started.add() }
        let fourth = Task { try await gate.enter("ada"); started.add() }
        try await untilWaiting(2, of: "ada", at: gate)
        await #expect(throws: BoundedWorkGate.Refusal.accountBusy) { try await gate.enter("ada") }
        try await gate.enter("bo")
        #expect(started.value == 0)

        gate.leave("ada")
        try await untilWaiting(1, of: "ada", at: gate)
        gate.leave("ada")
        try await third.value
        try await fourth.value
        #expect(started.value == 2)
        #expect(gate.count("ada") == (running: 2, waiting: 0))
        #expect(gate.held == 3, "two of Ada's running and Bo's: the two that waited hold no second place")
        gate.leave("ada")
        gate.leave("ada")
        gate.leave("bo")
        #expect(gate.count("ada") == (running: 0, waiting: 0) && gate.count("bo") == (running: 0, waiting: 0))
        #expect(gate.held == 0)
    }

    /// Places handed on from request to request, many times over, all come back: a server whose
    /// count drifted would refuse everybody as busy in the end.
    @Test func placesHandedOnComeBackInAll() async throws {
        let gate = BoundedWorkGate(perAccount: 1, waitingPerAccount: 2, total: 3)
        for _ in 0..<50 {
            try await gate.enter("ada")
            let next = Task { try await gate.enter("ada") }
            try await untilWaiting(1, of: "ada", at: gate)
            gate.leave("ada")
            try await next.value
            #expect(gate.held == 1)
            gate.leave("ada")
        }
        #expect(gate.held == 0)
        for name in ["bo", "cy", "di"] { try await gate.enter(name) }
    }

    @Test func aCancelledWaitHoldsNothing() async throws {
        let gate = BoundedWorkGate(perAccount: 1, waitingPerAccount: 1, total: 10)
        try await gate.enter("ada")
        let waiting = Task { try await gate.enter("ada") }
        try await untilWaiting(1, of: "ada", at: gate)
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(gate.count("ada") == (running: 1, waiting: 0))
        #expect(gate.held == 1)
        gate.leave("ada")
        try await gate.enter("ada")
        #expect(gate.count("ada") == (running: 1, waiting: 0))
    }

    @Test func theServerHoldsABoundedAmountInAll() async throws {
        let gate = BoundedWorkGate(perAccount: 2, waitingPerAccount: 4, total: 3)
        try await gate.enter("ada")
        try await gate.enter("bo")
        try await gate.enter("cy")
        await #expect(throws: BoundedWorkGate.Refusal.serverBusy) { try await gate.enter("di") }
        gate.leave("bo")
        try await gate.enter("di")
        for name in ["ada", "cy", "di"] { gate.leave(name) }
        for name in ["e", "f", "g"] { try await gate.enter(name) }
    }
}
