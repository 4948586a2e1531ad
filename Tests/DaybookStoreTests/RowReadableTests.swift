import DaybookStore
import FluentKit
import Testing

/// Models read without reflection list their stored properties by hand: each list must name every
/// property Fluent finds, once, or a column would be left unread (and crash when used).
@Suite struct RowReadableTests {
    static let models: [any RowReadable.Type] = [
        UserRecord.self, StressRatingRecord.self, GlucoseReadingRecord.self, InsulinDoseRecord.self, MealRecord.self,
        ExerciseSessionRecord.self, WeightRecord.self, BodyTemperatureRecord.self, OvulationTestRecord.self, SpanRecord.self,
        SymptomsRecord.self, DailyMetricsRecord.self, FertilitySignsRecord.self,
    ]

    @Test func everyStoredPropertyIsListed() {
        for modelType in Self.models {
            let model = modelType.init()
            let listed = model.storedProperties.map(\.keys)
            let found = model.properties.compactMap { ($0 as? any AnyDatabaseProperty)?.keys }
            #expect(listed.count == found.count, "\(modelType)")
            #expect(Set(listed.flatMap { $0.map(\.description) }) == Set(found.flatMap { $0.map(\.description) }), "\(modelType)")
        }
    }
}
