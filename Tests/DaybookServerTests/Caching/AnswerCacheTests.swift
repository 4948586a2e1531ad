import DaybookCore
import Foundation
import NIOCore
import Testing
@testable import DaybookServer

@Suite struct AnswerCacheTests {
    let ada = UUID(), bob = UUID(), cleo = UUID()
    let today: LocalDate

    init() throws {
        today = try LocalDate(year: 2026, month: 3, day: 10)
    }

    func answer(_ bytes: Int) -> ByteBuffer { ByteBuffer(repeating: UInt8(ascii: "x"), count: bytes) }

    @Test func anAnswerIsServedOnlyAtTheVersionItWasMadeAt() {
        let cache = AnswerCache(capacity: 1 << 20)
        let version = AnswerCache.Version(revision: 3, today: today)
        cache.keep(answer(100), as: "day", of: ada, at: version)
        #expect(cache.answer("day", of: ada, at: version)?.readableBytes == 100)
        #expect(cache.answer("day", of: bob, at: version) == nil)
        #expect(cache.answer("month", of: ada, at: version) == nil)
        #expect(cache.answer("day", of: ada, at: .init(revision: 4, today: today)) == nil)
        #expect(cache.answer("day", of: ada, at: .init(revision: 3, today: today.adding(days: 1))) == nil)
    }

    /// A read that began before a write finishes after it: its older answer must not replace the newer ones.
    @Test func anOlderRevisionDoesNotReplaceANewerOne() {
        let cache = AnswerCache(capacity: 1 << 20)
        cache.keep(answer(10), as: "day", of: ada, at: .init(revision: 5, today: today))
        cache.keep(answer(20), as: "day", of: ada, at: .init(revision: 4, today: today))
        #expect(cache.answer("day", of: ada, at: .init(revision: 5, today: today))?.readableBytes == 10)
        #expect(cache.answer("day", of: ada, at: .init(revision: 4, today: today)) == nil)
        // A newer one empties the shelf.
        cache.keep(answer(30), as: "month", of: ada, at: .init(revision: 6, today: today))
        #expect(cache.answer("day", of: ada, at: .init(revision: 5, today: today)) == nil)
        #expect(cache.bytes == 30 + "month".utf8.count)
    }

    @Test func whenFullThePersonAskedForLeastRecentlyGoesFirst() {
        let cache = AnswerCache(capacity: 8_000)
        let version = AnswerCache.Version(revision: 1, today: today)
        cache.keep(answer(900), as: "a", of: ada, at: version)
        cache.keep(answer(900), as: "b", of: bob, at: version)
        _ = cache.answer("a", of: ada, at: version)
        for i in 0..<7 { cache.keep(answer(900), as: "c\(i)", of: cleo, at: version) }
        #expect(cache.bytes <= 8_000)
        #expect(cache.answer("b", of: bob, at: version) == nil)
        #expect(cache.answer("a", of: ada, at: version) != nil)
        #expect(cache.answer("c6", of: cleo, at: version) != nil)
        // Larger than an eighth of the whole: not kept at all.
        cache.keep(answer(1_001), as: "big", of: bob, at: version)
        #expect(cache.answer("big", of: bob, at: version) == nil)
    }
}
