import DaybookCore
import Foundation

/// Large, reproducible datasets for benchmarks and load tests: `users` people with `years` of everything the demo
/// journal logs (cycles, symptoms, metrics, stress, meals, insulin, exercise) and a 5-minute CGM trace
/// each. Each person has a seed of their own derived from `seed`, so user 3 is the same whatever
/// `users` is. The CGM trace is a sequence, never an array: a million readings stream into the
/// database without being held.
public struct GeneratedDataset: Sendable, Hashable {
    /// Every generated account's password.
    public static let password = "daybook-generated"

    public var users: Int
    public var years: Int
    public var seed: UInt64
    /// CGM readings per person; by default 5-minute readings over the whole span (~105k a year).
    public var glucosePerUser: Int?
    /// The last day of every journal.
    public var today: LocalDate

    public init(users: Int, years: Int, seed: UInt64 = 2026, glucosePerUser: Int? = nil, today: LocalDate) {
        self.users = max(0, users)
        self.years = max(0, years)
        self.seed = seed
        self.glucosePerUser = glucosePerUser.map { max(0, $0) }
        self.today = today
    }

    public var days: Int { years * 365 }

    public func email(of person: Int) -> String { "user\(person + 1)@generated.daybook.local" }

    /// A person's seed: the golden-ratio step of SplitMix64 keeps neighbours' streams apart.
    public func seed(of person: Int) -> UInt64 { seed &+ UInt64(person) &* 0x9E37_79B9_7F4A_7C15 }

    /// Everything but the CGM readings.
    public func journal(of person: Int, zone: TimeZone) -> DemoJournal {
        DemoJournal.generate(seed: seed(of: person), today: today, zone: zone, cycleYears: years,
                             dailyDays: days, cgmDays: days, cgmReadings: false)
    }

    /// The person's CGM readings, oldest first, ending around `today`.
    public func glucose(of person: Int, zone: TimeZone) -> GeneratedGlucose {
        let count = glucosePerUser ?? days * SyntheticGlucose.perDay
        // Start far enough back that the trace ends near today.
        let spanDays = (count + SyntheticGlucose.perDay - 1) / SyntheticGlucose.perDay
        let start = today.adding(days: -spanDays + 1).startInstant(in: zone)
        return GeneratedGlucose(trace: SyntheticGlucose.Trace(start: start, seed: seed(of: person) ^ 0x6C75_636F_7365), count: count)
    }
}

/// `count` readings of a CGM trace as journal values, made one at a time.
public struct GeneratedGlucose: Sequence, IteratorProtocol, Sendable {
    var trace: SyntheticGlucose.Trace
    public private(set) var count: Int

    public mutating func next() -> GlucoseReading? {
        while count > 0, let value = trace.next() {
            count -= 1
            // Always valid (the trace keeps to 40–400 mg/dL); skipping keeps the signature honest.
            if let reading = try? GlucoseReading(mgPerDL: value.value, time: value.time, source: .cgm) { return reading }
        }
        return nil
    }
}
