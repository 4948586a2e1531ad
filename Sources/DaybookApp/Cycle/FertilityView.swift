import DaybookCore
import DaybookStore
import Foundation

/// The fertility signs of a person's cycles, read for the sympto-thermal rules: each day's first
/// waking temperature and its mucus, with the period history and the next predicted start.
public struct FertilityView: Sendable {
    public let cycle: CycleView
    public let signs: [LocalDate: FertilityDay]
    /// Days with a positive or peak LH test.
    public let lhSurges: Set<LocalDate>

    /// The rules look back at most this many cycles (the minus-8 rule reads the last twelve).
    static let cyclesRead = 13

    public static func load(_ person: Person, around date: LocalDate, _ context: UseCaseContext) async throws -> FertilityView {
        let cycle = try await CycleView.load(person, context)
        let starts = cycle.periods.map(\.start).filter { $0 <= date }.sorted()
        let from = starts.suffix(cyclesRead).first ?? date
        let to = cycle.periods.map(\.start).filter { $0 > date }.min().map { $0.adding(days: -1) } ?? max(date, cycle.today)
        var signs: [LocalDate: FertilityDay] = [:]
        let temperatures = try await EntryQueries<BodyTemperatureRecord>(context.db, userID: person.id).list(from: from, to: to)
        for record in temperatures {
            guard let day = try? LocalDate(parsing: record.date), signs[day]?.temperature == nil else { continue }
            // The first reading of a day is the waking one the rules are about.
            signs[day] = FertilityDay(date: day, temperature: record.celsius, temperatureExcluded: record.excluded)
        }
        for record in try await DayQueries(context.db, userID: person.id).fertility(from: from, to: to) {
            guard let day = try? LocalDate(parsing: record.date), let mucus = record.value().mucus else { continue }
            signs[day, default: FertilityDay(date: day)].mucus = mucus
        }
        var surges: Set<LocalDate> = []
        for record in try await EntryQueries<OvulationTestRecord>(context.db, userID: person.id).list(from: from, to: to) {
            guard let day = try? LocalDate(parsing: record.date), (try? record.value().result.isSurge) == true else { continue }
            surges.insert(day)
        }
        return FertilityView(cycle: cycle, signs: signs, lhSurges: surges)
    }

    /// The cycle `date` falls in, evaluated; nil before the first period.
    public func evaluatedCycle(containing date: LocalDate) -> EvaluatedCycle? {
        EvaluatedCycle.containing(date, periods: cycle.periods, signs: signs)
    }

    public func assessment(on date: LocalDate) -> FertilityAssessment {
        FertilityAssessment.assess(date, periods: cycle.periods, signs: signs, nextPeriodStart: cycle.prediction.next?.start)
    }
}
