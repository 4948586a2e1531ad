import Foundation
import PropertyBased
import Testing
import DaybookCore

/// Relations the lens keeps for any history: cycles of 21–40 days, periods of 2–8 days, some
/// ovulations confirmed, whole-number values with gaps, today anywhere in the current cycle.
/// Whole numbers keep "value + constant" exact, so ranks, H and p must not move at all.
@Suite struct CycleLensPropertyTests {
    struct Journal {
        let periods: [Period]
        let ovulations: [LocalDate]
        let values: [LocalDate: Double]
        let today: LocalDate
    }

    static let cycleLengths = Gen.int(in: 21...40).array(of: 3...5)
    static let periodLength = Gen.int(in: 2...8)
    /// Per cycle a day index for a confirmed ovulation; indexes outside 8…length−4 mean none.
    static let ovulationDays = Gen.int(in: 0...40).array(of: 6)
    /// One per day; under 40 means no value that day.
    static let dailyValues = Gen.int(in: 0...300).array(of: 260)
    static let currentDays = Gen.int(in: 0...45)

    static func journal(_ lengths: [Int], _ periodLength: Int, _ ovulationDays: [Int], _ daily: [Int], _ currentDays: Int) -> Journal {
        let periods = LensFixture.periods(cycleLengths: lengths, periodLength: periodLength)
        var ovulations: [LocalDate] = []
        for (period, length) in zip(periods, lengths) {
            let day = ovulationDays[ovulations.count % ovulationDays.count]
            if (8...(length - 4)).contains(day) { ovulations.append(period.start.adding(days: day)) }
        }
        let today = periods[periods.count - 1].start.adding(days: currentDays)
        var values: [LocalDate: Double] = [:]
        for (index, value) in daily.enumerated() where value >= 40 {
            values[LensFixture.firstStart.adding(days: index)] = Double(value)
        }
        return Journal(periods: periods, ovulations: ovulations, values: values, today: today)
    }

    static func lens(_ journal: Journal, shiftedBy constant: Double = 0) -> CyclePhaseLens {
        CyclePhaseLens(periods: journal.periods, ovulations: journal.ovulations,
                       values: journal.values.mapValues { $0 + constant }, today: journal.today, permutations: 200)
    }

    @Test func addingAConstantShiftsEveryMeanAndLeavesTheTestAlone() async {
        await propertyCheck(count: 100, input: Self.cycleLengths, Self.periodLength, Self.ovulationDays, Self.dailyValues,
                            Self.currentDays, Gen.int(in: -30...30)) { lengths, periodLength, ovulationDays, daily, currentDays, constant in
            let journal = Self.journal(lengths, periodLength, ovulationDays, daily, currentDays)
            let plain = Self.lens(journal)
            let shifted = Self.lens(journal, shiftedBy: Double(constant))
            #expect(plain.status == shifted.status && plain.cycles == shifted.cycles)
            #expect(plain.byCycleDay.map(\.days) == shifted.byCycleDay.map(\.days))
            for (a, b) in zip(plain.byCycleDay, shifted.byCycleDay) {
                #expect(abs(b.mean - a.mean - Double(constant)) < 1e-9)
                #expect(abs((b.standardDeviation ?? 0) - (a.standardDeviation ?? 0)) < 1e-9)
            }
            #expect(plain.byPhase.map(\.phase) == shifted.byPhase.map(\.phase))
            #expect(plain.byPhase.map(\.days) == shifted.byPhase.map(\.days))
            for (a, b) in zip(plain.byPhase, shifted.byPhase) {
                #expect(abs(b.mean - a.mean - Double(constant)) < 1e-9)
            }
            #expect(plain.test == shifted.test)  // H, both p-values, the phases compared
            #expect(abs((plain.biggestDifference?.amount ?? 0) - (shifted.biggestDifference?.amount ?? 0)) < 1e-9)
        }
    }

    @Test func phaseDaysAddUpToTheDaysGivenAPhase() async {
        await propertyCheck(count: 100, input: Self.cycleLengths, Self.periodLength, Self.ovulationDays, Self.dailyValues,
                            Self.currentDays) { lengths, periodLength, ovulationDays, daily, currentDays in
            let journal = Self.journal(lengths, periodLength, ovulationDays, daily, currentDays)
            let lens = Self.lens(journal)
            let phased = journal.values.keys.filter { date in lens.cycles.contains { $0.phase(on: date) != nil } }
            #expect(lens.byPhase.map(\.days).reduce(0, +) == phased.count)
            let byDay = journal.values.keys.filter { date in
                lens.cycles.contains { ($0.cycleDay(of: date) ?? .max) <= CyclePhaseLens.lastCycleDay }
            }
            #expect(lens.byCycleDay.map(\.days).reduce(0, +) == byDay.count)
            #expect(lens.byPhase.allSatisfy { $0.cycles <= lens.cyclesUsed && $0.days >= $0.cycles })
            #expect(lens.confirmedOvulations + lens.estimatedOvulations <= lens.cyclesUsed)
            #expect(lens.estimatedOvulations <= lens.completedCycles)
            // Every day of a completed cycle has exactly one phase.
            for cycle in lens.cycles where !cycle.isCurrent {
                #expect((0..<cycle.length).allSatisfy { cycle.phase(on: cycle.start.adding(days: $0)) != nil })
            }
            if let test = lens.test {
                #expect((0...1).contains(test.pValue) && test.pValue > 0 && test.h >= 0)
                #expect(test.phases.count >= CyclePhaseLens.minimumPhasesCompared)
            }
        }
    }
}
