import DaybookCore
import Foundation

/// A realistic, reproducible journal for the demo account: two years of cycles with natural
/// variation and symptoms and a mood on most days, half a year of stress ratings with daily and
/// weekly rhythms, daily metrics that move stress (less sleep and more work, more stress), and 90 days of 5-minute CGM
/// glucose that follows the logged meals and insulin. Same seed, same journal.
public struct DemoJournal: Sendable {
    public var symptoms: [LocalDate: Symptoms] = [:]
    public var metrics: [LocalDate: DailyMetrics] = [:]
    public var stress: [StressRating] = []
    public var glucose: [GlucoseReading] = []
    public var insulin: [InsulinDose] = []
    public var meals: [Meal] = []
    public var exercise: [ExerciseSession] = []
    public var spans: [Span] = []
    public var favouriteMeals: [FavouriteMeal] = []
    public var favouriteExercises: [FavouriteExercise] = []
    public var weights: [Weight] = []
    public var temperatures: [BodyTemperature] = []
    public var ovulationTests: [OvulationTest] = []
    public var fertility: [LocalDate: FertilitySigns] = [:]
    /// The generated periods' first days, oldest first.
    var cycleStarts: [LocalDate] = []

    public static func generate(
        seed: UInt64 = 2026, today: LocalDate, zone: TimeZone, cycleYears: Int = 2, dailyDays: Int = 180, cgmDays: Int = 90,
        cgmReadings: Bool = true
    ) -> DemoJournal {
        var rng = SplitMix64(seed: seed)
        var journal = DemoJournal()
        let clock = LocalClockTime(zone: zone)
        journal.addCycles(from: today.adding(days: -365 * cycleYears), through: today, rng: &rng)
        journal.addDailyLife(days: dailyDays, today: today, clock: clock, rng: &rng)
        journal.addDiabetes(days: cgmDays, today: today, clock: clock, readings: cgmReadings, rng: &rng)
        journal.addSpans(today: today, clock: clock)
        journal.addFavourites()
        // Their own stream of random numbers, so adding them left the rest of the demo as it was.
        var signs = SplitMix64(seed: seed &+ 19)
        journal.addBodySigns(today: today, clock: clock, rng: &signs)
        var moods = SplitMix64(seed: seed &+ 23)
        journal.addMoods(from: today.adding(days: -365 * cycleYears), through: today, rng: &moods)
        return journal
    }

    // MARK: Cycles

    private mutating func addCycles(from first: LocalDate, through last: LocalDate, rng: inout SplitMix64) {
        let baseLength = 28 + rng.normal(sd: 1)
        var start = first.adding(days: Int(rng.uniform(0, 20)))
        while start <= last {
            cycleStarts.append(start)
            let days = Int(rng.uniform(4, 7))
            let levels: [FlowLevel] = [.heavy, .heavy, .medium, .medium, .light, .light, .light]
            if rng.nextUnit() < 0.3 { record(start.adding(days: -1)) { $0.flow = .spotting } }
            for offset in 0..<days where start.adding(days: offset) <= last {
                let cramps: CrampLevel = offset == 0 ? (rng.nextUnit() < 0.4 ? .terrible : .bad) : offset == 1 ? .bad : .neutral
                let mood: MoodLevel = [.sad, .neutral, .sick, .angry, .neutral][Int(rng.uniform(0, 4.99))]
                record(start.adding(days: offset)) {
                    $0.flow = levels[min(offset, levels.count - 1)]
                    $0.cramps = cramps
                    $0.mood = mood
                }
            }
            // Natural variation (SD about 2 days), now and then a long cycle.
            var length = baseLength + rng.normal(sd: 1.8)
            if rng.nextUnit() < 0.04 { length += rng.uniform(7, 14) }
            start = start.adding(days: max(22, Int(length.rounded())))
        }
    }

    /// Builds the day's symptoms field by field (the core type validates as a whole).
    mutating func record(_ date: LocalDate, _ change: (inout SymptomFields) -> Void) {
        var fields = SymptomFields(symptoms[date])
        change(&fields)
        symptoms[date] = fields.symptoms ?? symptoms[date]
    }

    // MARK: Stress, metrics and exercise

    private mutating func addDailyLife(days: Int, today: LocalDate, clock: LocalClockTime, rng: inout SplitMix64) {
        let moods: [MoodLevel] = [.happy, .great, .neutral, .loved, .lol, .idk]
        for back in stride(from: days - 1, through: 0, by: -1) {
            let date = today.adding(days: -back)
            let weekday = date.weekday <= 5
            let sleep = min(10, max(4, rng.normal(mean: 7.2, sd: 0.9)))
            let work = weekday ? min(11, max(5, rng.normal(mean: 8, sd: 1.2))) : max(0, rng.normal(mean: 0.5, sd: 0.7))
            let activity = min(3, max(0, rng.normal(mean: weekday ? 0.7 : 1.5, sd: 0.4)))
            let diet = min(10, max(1, (rng.normal(mean: 6.5, sd: 1.5)).rounded()))
            let hoursSlept = round1(sleep)
            metrics[date] = try? DailyMetrics(sleep: hoursSlept, activity: round1(activity), work: round1(work), diet: diet)
            record(date) {
                $0.sleep = hoursSlept
                if $0.mood == nil, rng.nextUnit() < 0.6 { $0.mood = moods[Int(rng.uniform(0, Double(moods.count) - 0.01))] }
            }
            // The day's stress level: less sleep, more work and poorer food raise it.
            let dayLevel = 5.5 - 0.9 * (sleep - 7.2) + 0.25 * (work - 4) - 0.3 * (diet - 6.5) - 0.4 * activity
            for hour in [9, 14, 20].prefix(Int(rng.uniform(1, 3.99))) {
                let hourEffect = hour == 14 ? 0.8 : hour == 20 ? -0.6 : 0
                let level = Int(min(10, max(1, (dayLevel + hourEffect + rng.normal(sd: 0.8)).rounded())))
                let time = clock.instant(date, hour: hour, minute: Int(rng.uniform(0, 59)))
                if let rating = try? StressRating(level: level, time: time, note: level >= 8 ? "Busy day" : nil) {
                    stress.append(rating)
                }
            }
            if date.weekday == 2 || date.weekday == 4 || date.weekday == 6,
               let session = try? ExerciseSession(name: date.weekday == 6 ? "Long walk" : "Run", minutes: date.weekday == 6 ? 75 : 35,
                                                  intensity: date.weekday == 6 ? .low : .medium,
                                                  time: clock.instant(date, hour: 18, minute: 15)) {
                exercise.append(session)
                record(date) { $0.exercise[.cardio] = session.minutes / 60 }
            }
        }
    }

    // MARK: Diabetes log: meals, insulin, CGM glucose

    /// Without `readings`, only the meals and insulin: large datasets stream their CGM traces instead.
    private mutating func addDiabetes(days: Int, today: LocalDate, clock: LocalClockTime, readings: Bool, rng: inout SplitMix64) {
        let menu: [(String, Double, Double, Double)] = [
            ("Porridge with berries", 55, 12, 8), ("Wholegrain toast and eggs", 35, 20, 14), ("Muesli and yoghurt", 60, 15, 9),
            ("Lentil soup", 45, 18, 6), ("Chicken salad", 20, 35, 15), ("Pasta with tomato sauce", 85, 16, 10),
            ("Rice and vegetables", 70, 10, 7), ("Fish with potatoes", 50, 32, 12), ("Pizza", 95, 30, 28),
        ]
        for back in stride(from: days - 1, through: 0, by: -1) {
            let date = today.adding(days: -back)
            var carbsAt: [(minute: Double, grams: Double)] = []
            var bolusAt: [(minute: Double, units: Double)] = []
            for (index, (hour, minute)) in [(7, 30), (12, 45), (19, 0)].enumerated() {
                let dish = menu[index * 3 + Int(rng.uniform(0, 2.99))]
                let time = clock.instant(date, hour: hour, minute: minute)
                guard let meal = try? Meal(name: dish.0, carbs: dish.1, protein: dish.2, fat: dish.3, time: time) else { continue }
                meals.append(meal)
                let units = (dish.1 / 10 * (0.85 + rng.uniform(0, 0.3)) * 2).rounded() / 2
                if let dose = try? InsulinDose(units: units, kind: .bolus, name: "Fiasp", time: time) { insulin.append(dose) }
                carbsAt.append((Double(hour * 60 + minute), dish.1))
                bolusAt.append((Double(hour * 60 + minute), units))
            }
            if let basal = try? InsulinDose(units: 16, kind: .basal, name: "Tresiba", time: clock.instant(date, hour: 22, minute: 0)) {
                insulin.append(basal)
            }
            guard readings else { continue }
            // CGM: a gentle daily rhythm; each meal a rise that its bolus brings back down, both
            // passing (gamma-shaped bumps peaking after about 50 and 90 minutes); sensor noise.
            var drift = rng.normal(sd: 8)
            let luteal = lutealRise(on: date)
            for slot in 0..<288 {
                let minute = Double(slot * 5)
                var value = 112 + luteal + 12 * sin((minute / 1440 - 0.2) * 2 * .pi) + drift
                for (at, grams) in carbsAt where minute >= at {
                    value += grams * 2.3 * Self.bump((minute - at) / 60, peak: 0.8)
                }
                for (at, units) in bolusAt where minute >= at {
                    value -= units * 8 * Self.bump((minute - at) / 60, peak: 1.5)
                }
                drift = drift * 0.995 + rng.normal(sd: 0.6)
                value += rng.normal(sd: 4)
                let time = clock.instant(date, minuteOfDay: Int(minute))
                if let reading = try? GlucoseReading(mgPerDL: min(400, max(40, value.rounded())), time: time, source: .cgm) {
                    glucose.append(reading)
                }
            }
        }
    }

    /// Many people with diabetes run higher in the second half of the cycle (progesterone lowers
    /// insulin sensitivity): the demo's glucose rises about 10 mg/dL from two days after ovulation.
    private func lutealRise(on date: LocalDate) -> Double {
        let start = cycleStarts.last { $0 <= date }
        let next = cycleStarts.first { $0 > date } ?? start.map { $0.adding(days: 28) }
        guard let next, date >= next.adding(days: -12) else { return 0 }
        return 10
    }

    // MARK: Illness and stress spans, favourites

    private mutating func addSpans(today: LocalDate, clock: LocalClockTime) {
        let coldStart = clock.instant(today.adding(days: -52), hour: 8, minute: 0)
        if let cold = try? Span(kind: .illness, start: coldStart, end: coldStart.addingTimeInterval(4 * 86_400), note: "Cold") {
            spans.append(cold)
        }
        if let project = try? Span(kind: .stress, start: clock.instant(today.adding(days: -6), hour: 9, minute: 0), note: "Project deadline") {
            spans.append(project)
        }
    }

    private mutating func addFavourites() {
        favouriteMeals = [("Porridge with berries", 55.0, 12.0, 8.0), ("Apple", 25, 0.5, 0.3), ("Lentil soup", 45, 18, 6)]
            .compactMap { try? FavouriteMeal(name: $0.0, carbs: $0.1, protein: $0.2, fat: $0.3) }
        favouriteExercises = [("Run", 35.0, ExerciseIntensity.medium), ("Yoga", 30, .low)]
            .compactMap { try? FavouriteExercise(name: $0.0, minutes: $0.1, intensity: $0.2) }
    }

    private func round1(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// A passing effect: 0 at the start, 1 at `peak` hours, fading after.
    private static func bump(_ hours: Double, peak: Double) -> Double {
        hours / peak * exp(1 - hours / peak)
    }
}

/// The fields of `Symptoms`, open for building; `symptoms` validates them.
struct SymptomFields {
    var flow: FlowLevel?
    var mood: MoodLevel?
    var sleep: Double?
    var cramps: CrampLevel?
    var exercise: [ExerciseType: Double] = [:]

    init(_ symptoms: Symptoms?) {
        flow = symptoms?.flow
        mood = symptoms?.mood
        sleep = symptoms?.sleep
        cramps = symptoms?.cramps
        exercise = symptoms?.exercise ?? [:]
    }

    var symptoms: Symptoms? {
        try? Symptoms(flow: flow, mood: mood, sleep: sleep, cramps: cramps, exercise: exercise)
    }
}

/// Local wall-clock times of a zone as instants (a skipped time moves forward, as clocks do).
struct LocalClockTime {
    let zone: TimeZone

    func instant(_ date: LocalDate, hour: Int, minute: Int) -> Date {
        instant(date, minuteOfDay: hour * 60 + minute)
    }

    func instant(_ date: LocalDate, minuteOfDay: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: minuteOfDay / 60, minute: minuteOfDay % 60)
        return calendar.date(from: components) ?? date.startInstant(in: zone).addingTimeInterval(Double(minuteOfDay) * 60)
    }
}
