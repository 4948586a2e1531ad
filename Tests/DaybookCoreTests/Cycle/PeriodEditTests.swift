import DaybookCore
import Testing

@Suite struct PeriodEditTests {
    func d(_ text: String) -> LocalDate { (try? LocalDate(parsing: text)) ?? LocalDate(dayNumber: 0) }

    @Test func enteringAPeriodMakesItsDaysBleedAndKeepsLoggedLevels() {
        let changes = PeriodEdit.flowChanges(
            old: nil, new: Period(start: d("2026-03-01"), end: d("2026-03-04")),
            flow: [d("2026-03-02"): .heavy, d("2026-03-03"): .spotting])
        #expect(changes == ([d("2026-03-01"): .medium, d("2026-03-03"): .medium, d("2026-03-04"): .medium] as [LocalDate: FlowLevel?]))
    }

    @Test func shorteningAPeriodClearsTheDaysItLeaves() {
        let flow: [LocalDate: FlowLevel] = [d("2026-03-01"): .heavy, d("2026-03-02"): .medium, d("2026-03-03"): .light]
        let changes = PeriodEdit.flowChanges(
            old: Period(start: d("2026-03-01"), end: d("2026-03-03")), new: Period(start: d("2026-03-01"), end: d("2026-03-02")),
            flow: flow)
        #expect(changes == ([d("2026-03-03"): FlowLevel?.none] as [LocalDate: FlowLevel?]))
    }

    @Test func movingAPeriodClearsTheOldDaysAndFillsTheNew() {
        let flow: [LocalDate: FlowLevel] = [d("2026-03-01"): .light, d("2026-03-02"): .light]
        let changes = PeriodEdit.flowChanges(
            old: Period(start: d("2026-03-01"), end: d("2026-03-02")), new: Period(start: d("2026-03-02"), end: d("2026-03-03")),
            flow: flow, level: .heavy)
        #expect(changes == ([d("2026-03-01"): FlowLevel?.none, d("2026-03-03"): .heavy] as [LocalDate: FlowLevel?]))
    }

    @Test func deletingAPeriodClearsItsBleedingButNotItsSpotting() {
        let flow: [LocalDate: FlowLevel] = [d("2026-03-01"): .light, d("2026-03-02"): .spotting]
        let changes = PeriodEdit.flowChanges(old: Period(start: d("2026-03-01"), end: d("2026-03-02")), new: nil, flow: flow)
        #expect(changes == ([d("2026-03-01"): FlowLevel?.none] as [LocalDate: FlowLevel?]))
    }

    @Test func enteredPeriodsMustBeSensible() throws {
        let today = d("2026-03-10")
        try PeriodEdit.validate(Period(start: d("2026-03-01"), end: d("2026-03-15")), today: today)
        #expect(throws: ValidationError(field: "end", "a period lasts at most 15 days")) {
            try PeriodEdit.validate(Period(start: d("2026-03-01"), end: d("2026-03-16")), today: today)
        }
        #expect(throws: ValidationError(field: "end", "must not be before start")) {
            try PeriodEdit.validate(Period(start: d("2026-03-05"), end: d("2026-03-04")), today: today)
        }
        #expect(throws: ValidationError(field: "start", "must not be in the future")) {
            try PeriodEdit.validate(Period(start: d("2026-03-11")), today: today)
        }
    }
}
