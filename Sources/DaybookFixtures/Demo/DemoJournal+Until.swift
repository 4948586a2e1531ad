import DaybookCore
import Foundation

extension DemoJournal {
    /// The journal as of `now`: nothing logged in the future (the generator fills whole days,
    /// today's evening included).
    public func until(_ now: Date) -> DemoJournal {
        var journal = self
        journal.stress = stress.filter { $0.time <= now }
        journal.glucose = glucose.filter { $0.time <= now }
        journal.insulin = insulin.filter { $0.time <= now }
        journal.meals = meals.filter { $0.time <= now }
        journal.exercise = exercise.filter { $0.time <= now }
        journal.spans = spans.filter { $0.start <= now }
        journal.weights = weights.filter { $0.time <= now }
        journal.temperatures = temperatures.filter { $0.time <= now }
        journal.ovulationTests = ovulationTests.filter { $0.time <= now }
        return journal
    }
}
