import Testing
@testable import DaybookCore

/// What the port adds around drip's status: the reasons, the checks of the input that drip
/// makes with assertions, and the reading of one date.
@Suite struct SymptoThermalResultTests {
    typealias F = MucusTemperatureFixtures

    private func date(_ text: String) -> LocalDate { DripFixture.date(text) }

    // MARK: Input drip refuses with an assertion

    @Test func anEmptyCycleIsNotEvaluated() {
        let result = SymptoThermal.evaluate(cycle: [])
        #expect(result.reason == .invalidCycle(.empty))
        #expect(result.assumeFertility)
        #expect(result.phases.count == 0)
    }

    @Test func aCycleMustStartWithBleeding() {
        let cycle = Array(F.longAndComplicatedCycle.dropFirst())
        let result = SymptoThermal.evaluate(cycle: cycle, previousCycle: F.cycleWithFhm)
        #expect(result.reason == .invalidCycle(.firstDayWithoutBleeding))
        #expect(result.phases.count == 0)
        #expect(result.status(on: date("2018-06-10")).phase == .unknown)
    }

    @Test func daysMustComeInDateOrder() {
        var cycle = F.longAndComplicatedCycle
        cycle.swapAt(3, 4)
        #expect(SymptoThermal.evaluate(cycle: cycle).reason == .invalidCycle(.datesNotAscending))
        let twice = [F.longAndComplicatedCycle[0], F.longAndComplicatedCycle[0]]
        #expect(SymptoThermal.evaluate(cycle: twice).reason == .invalidCycle(.datesNotAscending))
    }

    @Test func anUnreadableEarlierCycleWithholdsTheInfertileStart() {
        let unreadable = Array(F.fhmOnDay12.dropFirst())
        let result = SymptoThermal.evaluate(
            cycle: F.longAndComplicatedCycle, previousCycle: F.cycleWithFhm, earlierCycles: [unreadable]
        )
        #expect(result.phases.preOvulatory == nil)
        #expect(result.ovulationConfirmed)
    }

    // MARK: Where the port departs from drip

    /// A shift on cycle day 8 leaves 8 − 8 = 0 infertile days; drip reads the 0 as "no minus-8
    /// result" and falls back to 5 days.
    @Test func aShiftOnDay8LeavesNoInfertileStart() {
        #expect(MinusEightDayRule.length(after: [Self.cycle(shiftOnDay: 8)], secondarySymptom: .mucus) == 0)
        let result = SymptoThermal.evaluate(cycle: F.longAndComplicatedCycle, previousCycle: Self.cycle(shiftOnDay: 8))
        #expect(result.phases.preOvulatory == nil)
        #expect(result.phases.periOvulatory?.start == date("2018-06-01"))

        let dayLater = SymptoThermal.evaluate(cycle: F.longAndComplicatedCycle, previousCycle: Self.cycle(shiftOnDay: 9))
        let firstDay = Array(F.longAndComplicatedCycle.prefix(1))
        #expect(dayLater.phases.preOvulatory == Expected.pre("2018-06-01", "2018-06-01", days: firstDay))
    }

    /// Low readings up to the day before the shift, three high ones, and a mucus peak
    /// confirmed in time.
    private static func cycle(shiftOnDay shiftDay: Int) -> [FertilityDay] {
        (1...(shiftDay + 4)).map { cycleDay in
            let date = DripFixture.date("2018-05-01").adding(days: cycleDay - 1)
            let mucus: Mucus? = switch cycleDay {
            case shiftDay - 2: DripFixture.mucus(nfpValue: 4)
            case (shiftDay - 1)...(shiftDay + 1): DripFixture.mucus(nfpValue: 1)
            default: nil
            }
            return FertilityDay(date: date, temperature: cycleDay < shiftDay ? 36.4 : 36.7, mucus: mucus, bleeding: cycleDay == 1)
        }
    }

    // MARK: Reasons

    @Test func tooFewTemperaturesForAnyShift() {
        let result = SymptoThermal.evaluate(cycle: F.cycleWithoutAnyShifts)
        #expect(result.reason == .notEnoughTemperatures(count: 7))
        #expect(result.assumeFertility)
    }

    @Test func enoughTemperaturesButNoShift() {
        let cycle = F.longAndComplicatedCycle.map { FertilityDay(date: $0.date, temperature: 36.5, bleeding: $0.bleeding) }
        #expect(SymptoThermal.evaluate(cycle: cycle).reason == .noTemperatureShift)
    }

    @Test func aTemperatureShiftWaitingForTheMucus() {
        let result = SymptoThermal.evaluate(cycle: F.mucusOnlyAfterEndOfTempEval, previousCycle: F.cycleWithFhm)
        guard case .noSecondarySymptomShift(let pending) = result.reason else {
            Issue.record("expected a temperature shift waiting for the mucus, got \(String(describing: result.reason))")
            return
        }
        #expect(result.temperatureShift == nil)
        #expect(result.detectedTemperatureShift == pending)
        #expect(pending.firstHigherMeasurement == date("2018-06-19"))
        #expect(result.assumeFertility)
        #expect(!result.status(on: date("2018-06-25")).ovulationConfirmed)
    }

    @Test func theWholeCycleInTheInfertileStart() {
        let result = SymptoThermal.evaluate(cycle: F.fiveDayCycle, previousCycle: F.cycleWithFhm)
        #expect(result.reason == nil)
        #expect(!result.assumeFertility)
    }

    // MARK: One date's status

    @Test func statusThroughACycleWithConfirmedOvulation() {
        let result = SymptoThermal.evaluate(cycle: F.longAndComplicatedCycle, previousCycle: F.cycleWithFhm)
        #expect(result.temperatureShift?.rule == .firstException)
        #expect(result.menstruation == date("2018-06-01")...date("2018-06-01"))

        let before = result.status(on: date("2018-05-31"))
        #expect(before.phase == .unknown && before.assumeFertile)

        let period = result.status(on: date("2018-06-01"))
        #expect(period.phase == .menstrual && !period.assumeFertile)

        let infertileStart = result.status(on: date("2018-06-03"))
        #expect(infertileStart.phase == .preOvulatory && !infertileStart.assumeFertile)

        let fertile = result.status(on: date("2018-06-10"))
        #expect(fertile.phase == .fertile && fertile.assumeFertile && !fertile.infertileFromEvening)

        let closing = result.status(on: date("2018-06-21"))
        #expect(closing.phase == .fertile && closing.assumeFertile && closing.infertileFromEvening)

        let after = result.status(on: date("2018-06-22"))
        #expect(after.phase == .postOvulatory && !after.assumeFertile)
        #expect(after.ovulationConfirmed)
        #expect(after.coverLine == 36.8)
        #expect(after.shiftConfirmedOn == date("2018-06-21"))
        #expect(after.mucusPeak == date("2018-06-18"))
        #expect(after.cervixPeak == nil)

        // After the last observed day the cycle reads as going on.
        #expect(result.status(on: date("2018-07-10")).phase == .postOvulatory)
    }

    @Test func periodDaysWithoutAnInfertileStartAreFertile() {
        let cycle = CervixTemperatureFixtures.cervixShift3DaysAfterTempShift
        let result = SymptoThermal.evaluate(cycle: cycle, secondarySymptom: .cervix)
        let period = result.status(on: date("2018-04-06"))
        #expect(period.phase == .menstrual && period.assumeFertile)
        // The period: its four bleeding days.
        #expect(result.menstruation == date("2018-04-05")...date("2018-04-08"))
        #expect(result.status(on: date("2018-04-21")).phase == .postOvulatory)
        #expect(result.status(on: date("2018-04-21")).cervixPeak == date("2018-04-17"))
    }

    @Test func afterTheInfertileStartTheDaysAreFertile() {
        let result = SymptoThermal.evaluate(cycle: F.fiveDayCycle, previousCycle: F.cycleWithFhm)
        #expect(result.status(on: date("2018-06-02")).phase == .menstrual)
        #expect(result.status(on: date("2018-06-05")).phase == .preOvulatory)
        #expect(result.status(on: date("2018-06-06")).phase == .fertile)
        #expect(result.status(on: date("2018-06-06")).assumeFertile)
    }
}
