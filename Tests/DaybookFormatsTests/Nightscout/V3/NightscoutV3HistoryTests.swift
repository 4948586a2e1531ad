// The HISTORY and LAST MODIFIED steps of nightscout/cgm-remote-monitor tests/api3.generic.workflow.test.js
// (the repository has no api3.history.test.js), with lib/api3/generic/history/operation.js for the
// parameters and lib/api3/specific/lastModified.js.
import DaybookCore
@testable import DaybookFormats
import Foundation
import PropertyBased
import Testing

@Suite struct NightscoutV3HistoryTests {
    /// `checkHistoryExistence`: the document is among the changes after `since`, newer than it.
    private func changed(_ store: NightscoutV3MemoryStore, since: Int64, identifier: String) throws -> NightscoutDocument? {
        let page = try store.history(since: String(since))
        return page.documents.first { document in
            document["identifier"] == .string(identifier) && modified(document) > since
        }
    }

    private func modified(_ document: NightscoutDocument?) -> Int64 {
        Int64(document?["srvModified"].flatMap(NightscoutV3JavaScript.numeric) ?? 0)
    }

    @Test func everyChangeOfADocumentShowsInHistory() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let identifier = NightscoutV3DeleteTests.identifier
        var timestamp = store.clock

        try store.create(NightscoutV3DeleteTests.docOriginal)
        let created = try #require(try changed(store, since: timestamp, identifier: identifier))
        timestamp = modified(created)

        var actual = try store.get(identifier)
        actual["insulin"] = .number(0.5)
        try store.update(identifier, actual)
        let updated = try #require(try changed(store, since: timestamp, identifier: identifier))
        #expect(updated["insulin"] == .number(0.5))
        timestamp = modified(updated)

        try store.patch(identifier, ["carbs": .integer(5), "insulin": .number(0.4)])
        let patched = try #require(try changed(store, since: timestamp, identifier: identifier))
        #expect(patched["carbs"] == .integer(5))
        timestamp = modified(patched)

        try store.delete(identifier)
        let deleted = try #require(try changed(store, since: timestamp, identifier: identifier))
        #expect(deleted["isValid"] == .bool(false))
        timestamp = modified(deleted)

        try store.delete(identifier, permanent: true)
        #expect(try store.history(since: String(timestamp - 10)).documents.allSatisfy { $0["identifier"] != .string(identifier) })
    }

    @Test func changesComeOldestFirstWithinTheLimit() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let start = store.clock
        for minute in 0..<5 {
            try store.create(["date": .integer(1_717_171_717_171 + Int64(minute) * 60_000), "app": .string("test"),
                              "eventType": .string("Note"), "device": .string("history")])
        }
        let page = try store.history(since: String(start), query: "limit=3&fields=srvModified,date")
        #expect(page.documents.map(modified) == [start + 1, start + 2, start + 3])
        #expect(page.lastModified == start + 3)
        #expect(page.documents.allSatisfy { $0.keys.sorted() == ["date", "srvModified"] })
        #expect(try store.history(since: String(start + 5)).documents.isEmpty)
        #expect(try store.history(since: String(start + 5)).lastModified == nil)
    }

    @Test func theHeaderFormIncludesItsWholeSecond() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        store.clock = 1_717_171_717_171
        try store.create(["date": .integer(1_717_171_717_171), "app": .string("test"), "eventType": .string("Note")])
        let header = try NightscoutV3History(lastModifiedHeader: httpDate(store.clock), items: [], collection: .treatments)
        #expect(header.lastModified == 1_717_171_717_000 && header.includesLastModified)
        #expect(header.apply(to: store.documents).documents.count == 1)
    }

    @Test func refusesABadLastModified() {
        for parameter in ["0", "ABC", "-1"] {
            #expect(throws: NightscoutV3Error.badLastModified) {
                try NightscoutV3History(lastModified: parameter, items: [], collection: .treatments)
            }
        }
        #expect(throws: NightscoutV3Error.badLastModified) {
            try NightscoutV3History(lastModifiedHeader: nil, items: [], collection: .treatments)
        }
        #expect(throws: NightscoutV3Error.badLimit) {
            try NightscoutV3History(lastModified: "1717171717171", items: [("limit", "0")], collection: .treatments)
        }
        #expect(NightscoutV3Error.badLastModified.message == "Bad or missing Last-Modified header/parameter")
    }

    @Test func aDocumentWithoutServerDatesCountsAtItsOwnDate() throws {
        let v1: NightscoutDocument = ["_id": .string("65a1b2c3d4e5f60718293a50"), "eventType": .string("Note"),
                                      "created_at": .string("2024-05-31T16:08:00.000Z")]
        let page = try NightscoutV3History(lastModified: "1717171600000", items: [], collection: .treatments).apply(to: [v1])
        #expect(page.documents == [["identifier": .string("65a1b2c3d4e5f60718293a50"), "eventType": .string("Note"),
                                    "created_at": .string("2024-05-31T16:08:00.000Z"),
                                    "srvModified": .integer(1_717_171_680_000), "srvCreated": .integer(1_717_171_680_000)]])
    }

    @Test func lastModifiedIsTheLatestChangeOrDate() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        store.clock = 1_800_000_000_000
        #expect(NightscoutV3LastModified.latest(of: store.documents, in: .treatments) == nil)
        try store.create(["date": .integer(1_717_171_717_171), "app": .string("test"), "eventType": .string("Note")])
        #expect(NightscoutV3LastModified.latest(of: store.documents, in: .treatments) == store.clock)
        store.documents.append(["created_at": .string("2030-01-01T00:00:00.000Z"), "eventType": .string("Note")])
        #expect(NightscoutV3LastModified.latest(of: store.documents, in: .treatments) == 1_893_456_000_000)
        #expect(NightscoutV3LastModified.latest(of: [["date": .integer(1_717_171_717_171)]], in: .entries) == 1_717_171_717_171)
        #expect(NightscoutV3LastModified.latest(of: [["date": .integer(1_717_171_717_171)]], in: .settings) == nil)

        let body = NightscoutV3Response.lastModified(serverDate: 1_717_171_800_000, collections: [.treatments: 1_717_171_717_171])
        #expect(body == ["status": .integer(200), "result": .object([
            "srvDate": .integer(1_717_171_800_000), "srvDateString": .string("2024-05-31T16:10:00.000Z"),
            "collections": .object(["treatments": .integer(1_717_171_717_171)]),
        ])])
    }

    @Test func collectionsFollowSetup() {
        #expect(NightscoutV3Collection.treatments.deduplicationFields == ["created_at", "eventType"])
        #expect(NightscoutV3Collection.entries.deduplicationFields == ["date", "type"])
        #expect(NightscoutV3Collection.devicestatus.deduplicationFields == ["created_at", "device"])
        #expect(NightscoutV3Collection.settings.deduplicationFields.isEmpty)
        #expect(NightscoutV3Collection.entries.fallbackDateField == "date")
        #expect(NightscoutV3Collection.settings.listPermission == "api:settings:admin")
        #expect(NightscoutV3Collection.food.listPermission == "api:food:read")
    }

    /// A page never ends inside a group of changes made in the same millisecond: the client asks next
    /// for changes after the page's last one and would never see the rest of the group.
    @Test func aPageEndsOnlyBetweenDifferentTimes() async {
        let times = Gen.int(in: 0...6).array(of: 0...30).map { $0.sorted().map(Int64.init) }
        await propertyCheck(count: 2_000, input: times, Gen.int(in: 1...8)) { times, limit in
            let length = NightscoutV3History.pageLength(times, limit: limit)
            guard !times.isEmpty else { return #expect(length == 0) }
            // Where a page may end: after the last change, or between two different times.
            let cuts = (1...times.count).filter { $0 == times.count || times[$0 - 1] < times[$0] }
            #expect(length == cuts.last { $0 <= limit } ?? cuts[0], "\(times) limit \(limit)")
        }
    }

    @Test func documentsWrittenInOneMillisecondComeOnOnePage() throws {
        let stored: [NightscoutDocument] = (0..<5).map { index in
            ["identifier": .string("doc\(index)"), "date": .integer(1_717_171_717_171 + Int64(index)),
             "srvModified": .integer(index == 0 ? 1_717_171_800_000 : 1_717_171_900_000)]
        }
        let history = try NightscoutV3History(lastModified: "1717171700000", items: [("limit", "3")], collection: .entries)
        let first = history.apply(to: stored)
        #expect(first.documents.map { $0["identifier"] } == [.string("doc0")], "the page stops before the group it cannot hold")
        #expect(first.lastModified == 1_717_171_800_000)
        let next = try NightscoutV3History(lastModified: "1717171800000", items: [("limit", "3")], collection: .entries).apply(to: stored)
        #expect(next.documents.count == 4, "a group larger than the limit comes whole")
        #expect(next.lastModified == 1_717_171_900_000)
    }
}
