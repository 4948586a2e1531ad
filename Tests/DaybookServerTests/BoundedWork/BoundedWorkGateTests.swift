@testable import DaybookServer
import Testing

/// Each account holds at most its share of the expensive work, the server a bounded queue of it, and
/// a place is free again only when its work has ended.
@Suite struct BoundedWorkGateTests {
    @Test func anAccountHoldsItsShareAndNoMore() throws {
        let gate = BoundedWorkGate(perAccount: 2, total: 10)
        try gate.enter("ada")
        try gate.enter("ada")
        #expect(throws: BoundedWorkGate.Refusal.accountBusy) { try gate.enter("ada") }
        try gate.enter("bo")
        gate.leave("ada")
        try gate.enter("ada")
        #expect(gate.count("ada") == 2)
        #expect(gate.count("bo") == 1)
    }

    @Test func theServerQueuesABoundedAmountInAll() throws {
        let gate = BoundedWorkGate(perAccount: 2, total: 3)
        try gate.enter("ada")
        try gate.enter("bo")
        try gate.enter("cy")
        #expect(throws: BoundedWorkGate.Refusal.serverBusy) { try gate.enter("di") }
        gate.leave("bo")
        try gate.enter("di")
        gate.leave("ada")
        gate.leave("cy")
        gate.leave("di")
        #expect(gate.count("ada") == 0 && gate.count("di") == 0)
        for name in ["e", "f", "g"] { try gate.enter(name) }
    }
}
