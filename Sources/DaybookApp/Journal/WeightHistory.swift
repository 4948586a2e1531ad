import DaybookCore
import Foundation

/// A person's weight by day (the mean of the day's weighings), for the weight chart.
public enum WeightHistory {
    public static func load(_ person: Person, from: LocalDate, to: LocalDate, _ context: UseCaseContext) async throws -> [DatedValue] {
        var byDay: [LocalDate: [Double]] = [:]
        for entry in try await context.db.weights(of: person.id).list(from: from, to: to) {
            byDay[entry.date, default: []].append(entry.value.kilograms)
        }
        return byDay.map { DatedValue(date: $0.key, value: $0.value.reduce(0, +) / Double($0.value.count)) }.sorted { $0.date < $1.date }
    }
}
