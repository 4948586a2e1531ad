import DaybookCore
import DaybookStore
import Foundation

/// A person's weight by day (the mean of the day's weighings), for the weight chart.
public enum WeightHistory {
    public static func load(_ person: Person, from: LocalDate, to: LocalDate, _ context: UseCaseContext) async throws -> [DatedValue] {
        var byDay: [LocalDate: [Double]] = [:]
        for record in try await EntryQueries<WeightRecord>(context.db, userID: person.id).list(from: from, to: to) {
            guard let day = try? LocalDate(parsing: record.date) else { continue }
            byDay[day, default: []].append(record.kilograms)
        }
        return byDay.map { DatedValue(date: $0.key, value: $0.value.reduce(0, +) / Double($0.value.count)) }.sorted { $0.date < $1.date }
    }
}
