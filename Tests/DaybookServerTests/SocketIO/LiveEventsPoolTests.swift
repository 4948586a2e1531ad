@testable import DaybookServer
@testable import DaybookApp
import Foundation
import Testing

/// Nightscout sockets and event streams each have their own room per person: past its limit a new one
/// ends the oldest of its own kind, never one of the other.
@Suite struct LiveEventsPoolTests {
    @Test func aNewSocketEndsTheOldestSocketAndNoPage() async {
        let events = LiveEvents(streamsPerAccount: 1, socketsPerAccount: 2)
        let ada = UUID()
        let page = await events.subscribe(userID: ada)
        let oldest = await events.subscribe(userID: ada, pool: .nightscoutSockets)
        let older = await events.subscribe(userID: ada, pool: .nightscoutSockets)
        let newest = await events.subscribe(userID: ada, pool: .nightscoutSockets)
        #expect(await events.subscriberCount(userID: ada) == 3)
        var ended = oldest.makeAsyncIterator()
        if case .replaced? = await ended.next() {} else { Issue.record("the oldest socket was not replaced") }
        #expect(await ended.next() == nil)

        await events.deliver(Change(.created, .profile), to: ada)
        for stream in [page, older, newest] {
            var iterator = stream.makeAsyncIterator()
            if case .change(let change)? = await iterator.next() {
                #expect(change.subject == .profile)
            } else {
                Issue.record("a stream missed the change")
            }
        }
        // A second page ends the first page, not a socket.
        let secondPage = await events.subscribe(userID: ada)
        var first = page.makeAsyncIterator()
        if case .replaced? = await first.next() {} else { Issue.record("the first page was not replaced") }
        #expect(await events.subscriberCount(userID: ada) == 3)
        _ = secondPage
    }
}
