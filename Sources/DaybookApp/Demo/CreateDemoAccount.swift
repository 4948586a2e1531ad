import DaybookCore
import DaybookFixtures
import Foundation

/// The demo account: a known log-in and a full, reproducible journal (`DemoJournal`), with reminders
/// of several kinds and a week-long timeline run, so every screen has something to show. Made through
/// the same use cases a person's own actions go through.
public struct CreateDemoAccount: Sendable {
    public static let email = "demo@daybook.local"
    public static let password = "daybook-demo"
    public static let timeZone = "Europe/Berlin"

    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Creates the account with its journal; with `replace`, an existing demo account is deleted first.
    /// `journalDay` is the day the journal ends (default: today in the demo's zone). `run` is started
    /// a day ago, so its screen already lists the first events. False when the account exists and is kept.
    @discardableResult
    public func callAsFunction(passwordHash: String, seed: UInt64, replace: Bool, journalDay: LocalDate? = nil,
                               run scenario: Scenario? = nil) async throws -> Bool {
        if let existing = try await Accounts(context).find(email: Self.email) {
            guard replace else { return false }
            try await DeleteAccount(context)(existing.person)
        }
        var preferences = Preferences(displayName: "Demo", timeZone: Self.timeZone)
        preferences.initialPeriodLength = 5
        preferences.averageCycleLength = 28
        // The demo charts its cycle the sympto-thermal way, so those screens show something.
        preferences.tracking.trackTemperature = true
        preferences.tracking.trackMucus = true
        preferences.tracking.trackOvulationTests = true
        let person = try await CreateAccount(context)(email: Self.email, passwordHash: passwordHash, preferences: preferences).person
        let now = context.now()
        var journal = DemoJournal.generate(seed: seed, today: journalDay ?? person.day(of: now), zone: preferences.zone)
        // A demo made for today holds nothing later than now.
        if journalDay == nil { journal = journal.until(now) }
        try await AddGeneratedJournal(context: context)(journal, glucose: [GlucoseReading](), for: person)
        for reminder in try Self.reminders() {
            _ = try await AddReminder(context)(reminder, for: person)
        }
        if let scenario {
            let dayAgo = context.shifted(by: -86_400)
            _ = try await StartTimelineRun(dayAgo)(scenario, totalTime: 7 * 86_400, language: preferences.language, for: person)
        }
        return true
    }

    static func reminders() throws -> [Reminder] {
        [
            try Reminder(kind: .stressLog, time: TimeOfDay(hour: 9, minute: 0), weekdays: Set(1...5)),
            try Reminder(kind: .stressLog, time: TimeOfDay(hour: 18, minute: 30)),
            try Reminder(kind: .metricsLog, time: TimeOfDay(hour: 21, minute: 0)),
            try Reminder(kind: .periodDue, time: TimeOfDay(hour: 8, minute: 0)),
            try Reminder(kind: .water, time: TimeOfDay(hour: 11, minute: 0), weekdays: Set(1...7), enabled: false),
        ]
    }
}
