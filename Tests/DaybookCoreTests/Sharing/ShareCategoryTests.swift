import DaybookCore
import Foundation
import Testing

@Suite struct ShareCategoryTests {
    @Test func everyJournalKindIsCoveredByExactlyTheCategoryThatListsIt() {
        for kind in JournalKind.allCases {
            let covering = ShareCategory.covering(kind)
            #expect(covering.journalKinds.contains(kind), "\(kind) → \(covering)")
        }
        #expect(ShareCategory.covering(.glucose) == .diabetes)
        #expect(ShareCategory.covering(.meals) == .diabetes)
        #expect(ShareCategory.covering(.metrics) == .stress)
        #expect(ShareCategory.covering(.spans) == .symptoms)
        #expect(ShareCategory.timelines.journalKinds.isEmpty)
        // The symptoms record is split between cycle (flow) and symptoms (the rest); the body's
        // fertility signs are the cycle's, weight is the symptoms'.
        #expect(ShareCategory.cycle.journalKinds == [.symptoms, .temperature, .ovulationTests, .fertility])
        #expect(ShareCategory.covering(.temperature) == .cycle && ShareCategory.covering(.fertility) == .cycle)
        #expect(ShareCategory.covering(.weight) == .symptoms)
    }

    @Test func parsingRefusesUnknownAndEmptyLists() throws {
        #expect(try ShareCategory.parse(["stress", "cycle", "stress"]) == [.cycle, .stress])
        #expect(throws: ValidationError(field: "categories", "must name only cycle, symptoms, diabetes, stress or timelines")) {
            try ShareCategory.parse(["cycle", "reminders"])
        }
        #expect(throws: ValidationError(field: "categories", "must name at least one category")) {
            try ShareCategory.parse([])
        }
        #expect(ShareCategory.allCases.sorted().map(\.rawValue) == ["cycle", "symptoms", "diabetes", "stress", "timelines"])
    }

    @Test func aReaderSeesOnlyTheGrantedFieldsOfTheSymptoms() throws {
        let day = try Symptoms(flow: .heavy, mood: .sad, sleep: 7, cramps: .bad, exercise: [.yoga: 0.5], notes: "private")
        #expect(day.visible(to: [.cycle]) == (try Symptoms(flow: .heavy)))
        #expect(day.visible(to: [.symptoms]) == (try Symptoms(mood: .sad, sleep: 7, cramps: .bad, exercise: [.yoga: 0.5], notes: "private")))
        #expect(day.visible(to: [.cycle, .symptoms]) == day)
        #expect(day.visible(to: [.diabetes, .stress]) == nil)
        #expect((try Symptoms(mood: .happy)).visible(to: [.cycle]) == nil)
    }
}
