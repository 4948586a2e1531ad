// Ported from nightscout/cgm-remote-monitor tests/api3.search.test.js, with the paging case of
// tests/api3.paging.test.js and the SEARCH steps of tests/api3.generic.workflow.test.js; filter typing
// as lib/api3/generic/search/input.js types values.
import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutV3SearchTests {
    static let testStarted: Int64 = 1_700_000_000_000

    /// Ten sensor values five minutes apart, created through v3 as the JS test creates its sample entries.
    static func entries() throws -> NightscoutV3MemoryStore {
        var store = NightscoutV3MemoryStore(.entries)
        for index in 0..<10 {
            let date = 1_560_146_828_576 + Int64(index) * 300_000
            try store.create([
                "type": .string("sgv"), "sgv": .integer(Int64(100 + index * 3)), "direction": .string("Flat"),
                "date": .integer(date), "dateString": .string(NightscoutV3Date.isoString(milliseconds: date)),
                "app": .string("cgm-remote-monitor.test"), "device": .string("test dexcom"), "noise": .integer(1),
            ], token: .all)
        }
        return store
    }

    private func refusal(_ query: String, store: NightscoutV3MemoryStore, maximumLimit: Int = NightscoutV3Limit.maximum)
        -> NightscoutV3Error? {
        do {
            _ = try store.search(query, maximumLimit: maximumLimit)
            return nil
        } catch {
            return error
        }
    }

    @Test func findsAtLeastTheTenDocuments() throws {
        let store = try Self.entries()
        #expect(try store.search("").count == 10)
        #expect(try store.search("srvModified$gte=\(Self.testStarted)").count == 10)
    }

    @Test func rejectsAnInvalidLimit() throws {
        let store = try Self.entries()
        for limit in ["INVALID", "-1", "0"] {
            let error = refusal("limit=\(limit)", store: store)
            #expect(error == .badLimit)
            #expect(error?.body == ["status": .integer(400), "message": .string("Parameter limit out of tolerance")])
        }
    }

    @Test func acceptsAValidLimit() throws {
        #expect(try Self.entries().search("limit=3").count == 3)
    }

    @Test func rejectsAnInvalidSkip() throws {
        let store = try Self.entries()
        #expect(refusal("skip=INVALID", store: store)?.message == "Parameter skip out of tolerance")
        #expect(refusal("skip=-5", store: store)?.message == "Parameter skip out of tolerance")
    }

    @Test func rejectsBothSortAndSortDesc() throws {
        let error = refusal("sort=date&sort$desc=created_at", store: try Self.entries())
        #expect(error?.status == 400)
        #expect(error?.message == "Parameters sort and sort_desc cannot be combined")
    }

    @Test func sortsWellByDate() throws {
        let store = try Self.entries()
        let ascending = try store.search("srvModified$gte=\(Self.testStarted)&sort=date")
        let descending = try store.search("srvModified$gte=\(Self.testStarted)&sort$desc=date")
        #expect(ascending.count == 10)
        #expect(ascending == Array(descending.reversed()))
        let dates = ascending.compactMap { $0["date"].flatMap(NightscoutV3JavaScript.numeric) }
        #expect(dates == dates.sorted())
    }

    @Test func skipsDocuments() throws {
        let store = try Self.entries()
        let full = try store.search("sort=date&limit=8")
        let skipped = try store.search("sort=date&skip=3&limit=5")
        #expect(full.count == 8)
        #expect(skipped.count == 5)
        for index in 0..<3 { #expect(skipped[index] == full[index + 3]) }
    }

    @Test func projectsSelectedFields() throws {
        for document in try Self.entries().search("fields=date,app,subject") {
            #expect(document.keys.sorted() == ["app", "date", "subject"])
        }
    }

    @Test func projectsAllFields() throws {
        for document in try Self.entries().search("fields=_all") {
            #expect(document.count >= 10)
            #expect(document["_id"] == nil)
            #expect(document["identifier"] != nil && document["srvModified"] != nil && document["srvCreated"] != nil)
        }
    }

    @Test func doesNotExceedTheLimitOfDocsCount() throws {
        let store = try Self.entries()
        #expect(refusal("limit=10", store: store, maximumLimit: 5) == .badLimit)
        #expect(try store.search("", maximumLimit: 5).count == 5, "the ceiling is also the default")
    }

    @Test func searchesByIdentifierAndHidesDeletedDocuments() throws {
        var store = try Self.entries()
        let identifier = try #require(store.documents[0]["identifier"]?.stringValue)
        #expect(try store.search("identifier$eq=\(identifier)").count == 1)
        #expect(try store.search("identifier_eq=\(identifier)").isEmpty, "no `$`: a field named identifier_eq")
        try store.delete(identifier)
        #expect(try store.search("identifier$eq=\(identifier)").isEmpty)
        #expect(try store.search("").count == 9)
    }

    @Test func refusesAnUnsupportedOperator() throws {
        let error = refusal("date$near=1", store: try Self.entries())
        #expect(error?.body == ["status": .integer(400), "message": .string("Unsupported filter operator near")])
    }

    @Test func filtersCompareTypedValues() throws {
        let store = try Self.entries()
        #expect(try store.search("sgv$gte=115").count == 5)
        #expect(try store.search("sgv$lt=106&sgv$gt=100").count == 1)
        #expect(try store.search("sgv=103").count == 1)
        #expect(try store.search("sgv='103'").isEmpty, "quoted: the text 103, not the number")
        #expect(try store.search("type$in=mbg|sgv").count == 10)
        #expect(try store.search("type$nin=sgv").isEmpty)
        #expect(try store.search("sgv$in=103").isEmpty, "$in compares texts")
        #expect(try store.search("device$re=^test").count == 10)
        #expect(try store.search("direction$ne=Flat").isEmpty)
        #expect(try store.search("date$gte=2019-06-10T06:27:08.576Z").count == 6, "ISO text becomes ms for date")
        #expect(try store.search("created_at$lt=1560147728576").count == 3, "ms becomes ISO text for created_at")
    }

    @Test func typesValuesAsNightscoutDoes() {
        #expect(NightscoutV3Filter.typedValue(field: "sgv", "120") == .integer(120))
        #expect(NightscoutV3Filter.typedValue(field: "insulin", "0.5") == .number(0.5))
        #expect(NightscoutV3Filter.typedValue(field: "isValid", "false") == .bool(false))
        #expect(NightscoutV3Filter.typedValue(field: "notes", "'42'") == .string("42"))
        #expect(NightscoutV3Filter.typedValue(field: "date", "2019-06-10T08:07:08.576+02:00") == .integer(1_560_146_828_576))
        #expect(NightscoutV3Filter.typedValue(field: "srvModified", "1560146828") == .integer(1_560_146_828_000))
        #expect(NightscoutV3Filter.typedValue(field: "created_at", "1560146828576") == .string("2019-06-10T06:07:08.576Z"))
        #expect(NightscoutV3Filter.typedValue(field: "created_at", "soon") == .string("soon"))
    }

    @Test func splitsTheOperatorAtTheLastDollar() throws {
        let filter = try NightscoutV3Filter(parameter: "a$b$lte", value: "3")
        #expect(filter == NightscoutV3Filter(field: "a$b", op: .lte, value: .integer(3)))
        #expect(try NightscoutV3Filter(parameter: "device", value: "x").op == .eq)
        #expect(throws: NightscoutV3Error.badRegularExpression("notes")) { try NightscoutV3Filter(parameter: "notes$re", value: "(") }
    }

    @Test func pagesEveryDocumentOnceWhenTheSortTies() throws {
        // api3.paging.test.js: devicestatus written without identifier, sharing created_at and date.
        var store = NightscoutV3MemoryStore(.devicestatus)
        for index in [7, 2, 11, 0, 5, 9, 1, 10, 3, 8, 6, 4] {
            store.documents.append([
                "_id": .string(String(format: "65a0000000000000000000%02d", index)), "device": .string("paging.test"),
                "marker": .string("doc\(index)"), "created_at": .string("2022-09-11T15:00:00.000Z"), "date": .integer(1_662_908_400_000),
            ])
        }
        for query in ["", "sort=device&"] {
            var seen: [String] = []
            for skip in stride(from: 0, to: 12, by: 3) {
                seen += try store.search("\(query)limit=3&skip=\(skip)").compactMap { $0["identifier"]?.stringValue }
            }
            #expect(seen.count == 12)
            #expect(Set(seen).count == 12)
        }
    }
}

/// The store reads only from the earliest instant a search can match.
@Suite struct NightscoutV3SearchBoundTests {
    @Test func aLowerBoundOnTheDateIsTheEarliestMatch() throws {
        let search = try NightscoutV3Search(items: [("date$gte", "1560146828576"), ("date$gt", "1560146000000"), ("type", "sgv")],
                                            collection: .entries)
        #expect(search.earliestMilliseconds == 1_560_146_828_576)
        let byText = try NightscoutV3Search(items: [("created_at$gt", "2019-06-10T06:07:08.576Z")], collection: .treatments)
        #expect(byText.earliestMilliseconds == 1_560_146_828_576)
    }

    @Test func upperBoundsAndOtherFieldsBoundNothing() throws {
        let search = try NightscoutV3Search(items: [("date$lte", "1560146828576"), ("srvModified$gte", "1560146828576")],
                                            collection: .entries)
        #expect(search.earliestMilliseconds == nil)
    }
}
