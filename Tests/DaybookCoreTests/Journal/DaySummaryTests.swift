import Foundation
import Testing
@testable import DaybookCore

@Suite struct DaySummaryTests {
    static func at(_ hour: Int) -> Date { instant("2026-03-10T00:00:00Z").addingTimeInterval(TimeInterval(hour) * 3600) }

    static func sampleDay() throws -> Day {
        try Day(
            date: date("2026-03-10"),
            symptoms: Symptoms(flow: .light, mood: .great, exercise: [.cardio: 0.5, .yoga: 0.25]),
            stress: [StressRating(level: 3, time: at(8)), StressRating(level: 6, time: at(12)), StressRating(level: 8, time: at(18))],
            glucose: [55, 100, 190, 240].enumerated().map { try GlucoseReading(mgPerDL: $1, time: at(6 + $0)) },
            insulin: [InsulinDose(units: 4, kind: .bolus, time: at(7)), InsulinDose(units: 2.5, kind: .bolus, time: at(12)),
                      InsulinDose(units: 12, kind: .basal, time: at(21))],
            meals: [Meal(name: "Porridge", carbs: 45, protein: 10, fat: 6.5, time: at(7)),
                    Meal(name: "Salad", carbs: 20.5, protein: 25, fat: 14, time: at(12))],
            exercise: [ExerciseSession(name: "Run", minutes: 30, intensity: .high, time: at(17)),
                       ExerciseSession(name: "Walk", minutes: 25.5, intensity: .low, time: at(19))]
        )
    }

    @Test func foodStatsSumTheMeals() throws {
        // 45 + 20.5 = 65.5 g carbs, 10 + 25 = 35 g protein, 6.5 + 14 = 20.5 g fat.
        let summary = DaySummary(try Self.sampleDay(), hypo: 70, hyper: 180)
        #expect(summary.food == FoodStats(carbs: 65.5, protein: 35, fat: 20.5))
        #expect(summary.mealCount == 2)
    }

    @Test func insulinTotalsOverallAndPerKind() throws {
        // Bolus 4 + 2.5 = 6.5, basal 12, total 18.5; no correction, so no key for it.
        let summary = DaySummary(try Self.sampleDay(), hypo: 70, hyper: 180)
        #expect(summary.insulinUnits == 18.5)
        #expect(summary.insulinUnitsByKind == [.bolus: 6.5, .basal: 12])
    }

    @Test func exerciseSessionsAndSymptomHoursAreKeptApart() throws {
        // Sessions 30 + 25.5 = 55.5 minutes; symptoms 0.5 + 0.25 = 0.75 hours.
        let summary = DaySummary(try Self.sampleDay(), hypo: 70, hyper: 180)
        #expect(summary.exerciseMinutes == 55.5)
        #expect(summary.exerciseSessionCount == 2)
        #expect(summary.symptomExerciseHours == 0.75)
    }

    @Test func glucoseStatsAndThresholdCounts() throws {
        // (55 + 100 + 190 + 240) / 4 = 146.25; 55 < 70 is the only hypo; 190 and 240 > 180 are hyper.
        let summary = DaySummary(try Self.sampleDay(), hypo: 70, hyper: 180)
        #expect(summary.glucose.count == 4)
        #expect(summary.glucose.mean == 146.25)
        #expect(summary.glucose.min == 55)
        #expect(summary.glucose.max == 240)
        #expect(summary.glucose.hypoCount == 1)
        #expect(summary.glucose.hyperCount == 2)
        // With a 200 hyper threshold only 240 counts.
        #expect(DaySummary(try Self.sampleDay(), hypo: 70, hyper: 200).glucose.hyperCount == 1)
    }

    @Test func stressMeanOfTheDay() throws {
        // (3 + 6 + 8) / 3 = 17 / 3 = 5.666…
        let summary = DaySummary(try Self.sampleDay(), hypo: 70, hyper: 180)
        #expect(summary.stressCount == 3)
        #expect(summary.stressMean == 17.0 / 3.0)
    }

    @Test func loggedKindsInFixedOrder() throws {
        let summary = DaySummary(try Self.sampleDay(), hypo: 70, hyper: 180)
        #expect(summary.logged == [.symptoms, .stress, .glucose, .insulin, .meals, .exercise])
    }

    @Test func anEmptyDayHasZeroTotalsAndNoMeans() throws {
        let summary = DaySummary(Day(date: date("2026-03-10")), hypo: 70, hyper: 180)
        #expect(summary.food == FoodStats(carbs: 0, protein: 0, fat: 0))
        #expect(summary.insulinUnits == 0)
        #expect(summary.insulinUnitsByKind.isEmpty)
        #expect(summary.glucose.count == 0)
        #expect(summary.glucose.mean == nil)
        #expect(summary.glucose.min == nil)
        #expect(summary.stressMean == nil)
        #expect(summary.logged.isEmpty)
        #expect(try json(summary.glucose) == #"{"count":0,"hyperCount":0,"hypoCount":0}"#)
    }

    @Test func emptySymptomsDoNotCountAsLogged() throws {
        let day = Day(date: date("2026-03-10"), symptoms: try Symptoms(notes: ""), metrics: try DailyMetrics(work: 8))
        #expect(day.loggedKinds == [.metrics])
    }

    @Test func insulinByKindEncodesAsAnObject() throws {
        let summary = DaySummary(try Self.sampleDay(), hypo: 70, hyper: 180)
        #expect(try json(summary.insulinUnitsByKind) == #"{"basal":12,"bolus":6.5}"#)
    }
}
