import Testing
@testable import DaybookCore

/// drip's `cervix-temp.spec.js`, case for case: temperature and the cervix read together.
@Suite struct CervixTemperatureGoldenTests {
    typealias F = CervixTemperatureFixtures

    private func evaluate(
        _ cycle: [FertilityDay], previous: [FertilityDay]? = nil, earlier: [[FertilityDay]] = []
    ) -> SymptoThermalResult {
        SymptoThermal.evaluate(cycle: cycle, previousCycle: previous, earlierCycles: earlier, secondarySymptom: .cervix)
    }

    private func date(_ text: String) -> LocalDate { DripFixture.date(text) }

    // MARK: With no previous higher temperature measurement

    @Test func withNoTempOrCervixShiftsDetectsOnlyPeriOvulatory() {
        let cycle = F.longCycleWithoutAnyShifts
        let status = evaluate(cycle, previous: F.cycleWithoutFhmNoCervixShift)
        #expect(status.phases.count == 1)
        // drip compares the whole status: nothing but the open fertile phase.
        #expect(status.phases == FertilityPhases(periOvulatory: Expected.peri("2018-07-01", days: cycle)))
        #expect(status.temperatureShift == nil && status.cervixShift == nil)
    }

    @Test func withTempButNoCervixShiftDetectsOnlyPeriOvulatory() {
        let cycle = F.cycleWithFhmNoCervixShift
        let status = evaluate(cycle, previous: F.cycleWithoutFhmNoCervixShift)
        #expect(status.phases.count == 1)
        #expect(status.phases == FertilityPhases(periOvulatory: Expected.peri("2018-08-01", days: cycle)))
        #expect(status.temperatureShift == nil && status.cervixShift == nil)
    }

    @Test func withTempAndCervixShiftsOnTheSameDayAndNoPreviousCycleDetectsOnlyPeriAndPostOvulatory() {
        let cycle = F.cervixShiftAndFhmOnSameDay
        let status = evaluate(cycle)
        #expect(status.phases.count == 2)
        #expect(status.temperatureShift?.evaluationComplete == date("2018-08-15"))
        #expect(status.cervixShift?.evaluationComplete == date("2018-08-15"))
        #expect(status.temperatureShift?.rule == .regular)
        #expect(status.phases.periOvulatory == Expected.peri("2018-08-01", end: "2018-08-15", days: cycle.through("2018-08-15")))
        #expect(status.phases.postOvulatory == Expected.post("2018-08-15", days: cycle.from("2018-08-15")))
    }

    // MARK: With a previous higher temperature measurement

    @Test func withNoShiftsIn5DayLongCycleDetectsOnlyPreOvulatoryBy5DayRule() {
        let status = evaluate(F.fiveDayCycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.phases.count == 1)
        #expect(status.phases.preOvulatory == Expected.pre("2018-08-01", "2018-08-05", days: F.fiveDayCycle))
    }

    @Test func withNoShiftsInLongCycleDetectsPreAndPeriOvulatoryBy5DayRule() {
        let cycle = F.longCycleWithoutAnyShifts
        let status = evaluate(cycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.phases.count == 2)
        #expect(status.phases.preOvulatory == Expected.pre("2018-07-01", "2018-07-05", days: cycle.through("2018-07-05")))
        #expect(status.phases.periOvulatory == Expected.peri("2018-07-06", days: cycle.from("2018-07-06")))
    }

    @Test func withTemperatureAndCervixEvaluationEndOnTheSameDayDetectsAll3Phases() {
        let cycle = F.cervixShiftAndFhmOnSameDay
        let status = evaluate(cycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.phases.count == 3)
        #expect(status.temperatureShift?.evaluationComplete == date("2018-08-15"))
        #expect(status.cervixShift?.evaluationComplete == date("2018-08-15"))
        #expect(status.phases.preOvulatory == Expected.pre("2018-08-01", "2018-08-05", days: cycle.through("2018-08-05")))
        #expect(status.phases.periOvulatory
            == Expected.peri("2018-08-06", end: "2018-08-15", days: cycle.after("2018-08-05", through: "2018-08-15")))
        #expect(status.phases.postOvulatory == Expected.post("2018-08-15", days: cycle.from("2018-08-15")))
    }

    @Test func withTemperatureShift3DaysAfterCervixShiftDetectsAll3Phases() {
        let cycle = F.tempShift3DaysAfterCervixShift
        let status = evaluate(cycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.phases.count == 3)
        #expect(status.cervixShift?.evaluationComplete == date("2018-05-18"))
        #expect(status.temperatureShift?.evaluationComplete == date("2018-05-21"))
        #expect(status.phases.preOvulatory == Expected.pre("2018-05-08", "2018-05-12", days: cycle.through("2018-05-12")))
        #expect(status.phases.periOvulatory
            == Expected.peri("2018-05-13", end: "2018-05-21", days: cycle.after("2018-05-12", through: "2018-05-21")))
        #expect(status.phases.postOvulatory == Expected.post("2018-05-21", days: cycle.from("2018-05-21")))
    }

    @Test func withCervixShift3DaysAfterTemperatureShiftDetectsAll3Phases() {
        let cycle = F.cervixShift3DaysAfterTempShift
        let status = evaluate(cycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.phases.count == 3)
        #expect(status.temperatureShift?.rule == .regular)
        #expect(status.temperatureShift?.evaluationComplete == date("2018-04-17"))
        #expect(status.cervixShift?.evaluationComplete == date("2018-04-20"))
        #expect(status.phases.preOvulatory == Expected.pre("2018-04-05", "2018-04-09", days: cycle.through("2018-04-09")))
        #expect(status.phases.periOvulatory
            == Expected.peri("2018-04-10", end: "2018-04-20", days: cycle.after("2018-04-09", through: "2018-04-20")))
        #expect(status.phases.postOvulatory == Expected.post("2018-04-20", days: cycle.from("2018-04-20")))
    }

    @Test func withCervixShift4DaysAfterTemperatureShiftDetectsNoPostOvulatoryPhase() {
        let cycle = F.cervixShift4DaysAfterTempShift
        let status = evaluate(cycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.phases.count == 2)
        #expect(status.phases.preOvulatory == Expected.pre("2018-04-05", "2018-04-09", days: cycle.through("2018-04-09")))
        #expect(status.phases.periOvulatory == Expected.peri("2018-04-10", days: cycle.from("2018-04-10")))
    }

    @Test func withFertileCervixOnlyAfterEndOfTemperatureEvaluationIgnoresIt() {
        let cycle = F.fertileCervixOnlyAfterEndOfTempEval
        let status = evaluate(cycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.temperatureShift == nil)
        #expect(status.cervixShift == nil)
        #expect(status.phases.count == 2)
        #expect(status.phases.preOvulatory == Expected.pre("2018-06-01", "2018-06-05", days: cycle.through("2018-06-05")))
        #expect(status.phases.periOvulatory == Expected.peri("2018-06-06", days: cycle.from("2018-06-06")))
    }

    @Test func withNoShiftsNoOvulationIsFoundDetectsOnlyPreAndPeriOvulatory() {
        let cycle = F.noOvulationDetected
        let status = evaluate(cycle, previous: F.cervixShiftAndFhmOnSameDay)
        #expect(status.phases.count == 2)
        #expect(status.phases.preOvulatory == Expected.pre("2018-03-08", "2018-03-12", days: cycle.through("2018-03-12")))
        #expect(status.phases.periOvulatory == Expected.peri("2018-03-13", days: cycle.from("2018-03-13")))
    }

    // MARK: Applying the minus-8 rule

    @Test func shortensThePreOvulatoryPhaseIfThereIsAPreviousFhmBeforeDay13() {
        let cycle = F.longAndComplicatedCycle
        let status = evaluate(cycle, previous: F.fhmOnDay15, earlier: [F.fhmOnDay12] + Array(repeating: F.fhmOnDay15, count: 10))
        expectShortenedTo4Days(status, cycle)
    }

    @Test func shortensThePreOvulatoryPhaseWithPreviousFhmBeforeDay13EvenWithFewerThan12Cycles() {
        let cycle = F.longAndComplicatedCycle
        let status = evaluate(cycle, previous: F.fhmOnDay12, earlier: Array(repeating: F.fhmOnDay12, count: 10))
        expectShortenedTo4Days(status, cycle)
    }

    private func expectShortenedTo4Days(_ status: SymptoThermalResult, _ cycle: [FertilityDay]) {
        #expect(status.temperatureShift != nil)
        #expect(status.cervixShift != nil)
        #expect(status.phases.count == 3)
        #expect(status.phases.preOvulatory == Expected.pre("2018-06-01", "2018-06-04", days: cycle.through("2018-06-04")))
        #expect(status.phases.periOvulatory
            == Expected.peri("2018-06-05", end: "2018-06-26", days: cycle.after("2018-06-04", through: "2018-06-26")))
        #expect(status.phases.postOvulatory == Expected.post("2018-06-26", days: cycle.from("2018-06-26")))
    }

    @Test func shortensThePreOvulatoryPhaseIfEarlyFertileCervixOccurs() {
        let cycle = F.cycleWithEarlyCervix
        let status = evaluate(cycle, previous: F.fhmOnDay12, earlier: Array(repeating: F.fhmOnDay12, count: 10))
        #expect(status.temperatureShift != nil)
        #expect(status.cervixShift != nil)
        #expect(status.phases.count == 3)
        #expect(status.phases.preOvulatory == Expected.pre("2018-06-01", "2018-06-01", days: cycle.through("2018-06-01")))
        #expect(status.phases.periOvulatory
            == Expected.peri("2018-06-02", end: "2018-06-20", days: cycle.after("2018-06-01", through: "2018-06-20")))
        #expect(status.phases.postOvulatory == Expected.post("2018-06-20", days: cycle.from("2018-06-20")))
    }

    @Test func shortensThePreOvulatoryPhaseIfCervixOccursEvenOnTheFirstDay() {
        let cycle = F.cycleWithCervixOnFirstDay
        let status = evaluate(cycle, previous: F.fhmOnDay12, earlier: Array(repeating: F.fhmOnDay12, count: 10))
        #expect(status.phases.count == 2)
        #expect(status.temperatureShift != nil)
        #expect(status.cervixShift != nil)
        #expect(status.phases.periOvulatory == Expected.peri("2018-06-01", end: "2018-06-20", days: cycle.through("2018-06-20")))
        #expect(status.phases.postOvulatory == Expected.post("2018-06-20", days: cycle.from("2018-06-20")))
    }

    @Test func lengthensThePreOvulatoryPhaseWith12CyclesWithFhmAfterDay13() {
        let cycle = F.longAndComplicatedCycle
        let status = evaluate(cycle, previous: F.fhmOnDay15, earlier: Array(repeating: F.fhmOnDay15, count: 11))
        #expect(status.temperatureShift != nil)
        #expect(status.cervixShift != nil)
        #expect(status.phases.count == 3)
        #expect(status.phases.preOvulatory == Expected.pre("2018-06-01", "2018-06-07", days: cycle.through("2018-06-07")))
        #expect(status.phases.periOvulatory
            == Expected.peri("2018-06-08", end: "2018-06-26", days: cycle.after("2018-06-07", through: "2018-06-26")))
        #expect(status.phases.postOvulatory == Expected.post("2018-06-26", days: cycle.from("2018-06-26")))
    }

    @Test func doesNotLengthenThePreOvulatoryPhaseWithFewerThan12Cycles() {
        let cycle = F.longAndComplicatedCycle
        let status = evaluate(cycle, previous: F.fhmOnDay15, earlier: Array(repeating: F.fhmOnDay15, count: 10))
        #expect(status.phases.count == 3)
        #expect(status.phases.preOvulatory == Expected.pre("2018-06-01", "2018-06-05", days: cycle.through("2018-06-05")))
        #expect(status.phases.periOvulatory
            == Expected.peri("2018-06-06", end: "2018-06-26", days: cycle.after("2018-06-05", through: "2018-06-26")))
        #expect(status.phases.postOvulatory == Expected.post("2018-06-26", days: cycle.from("2018-06-26")))
    }

    @Test func detectsNoPreOvulatoryPhaseIfThePreviousCycleHadNoFhm() {
        let cycle = F.longAndComplicatedCycle
        let status = evaluate(cycle, previous: F.cycleWithoutFhmNoCervixShift, earlier: Array(repeating: F.fhmOnDay15, count: 12))
        #expect(status.phases.count == 2)
        #expect(status.phases.periOvulatory == Expected.peri("2018-06-01", end: "2018-06-26", days: cycle.through("2018-06-26")))
        #expect(status.phases.postOvulatory == Expected.post("2018-06-26", days: cycle.from("2018-06-26")))
    }
}
