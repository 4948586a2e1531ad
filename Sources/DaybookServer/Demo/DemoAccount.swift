import DaybookCore
import DaybookFixtures
import DaybookStore
import Fluent
import Vapor

/// The demo account: a known log-in and a full, reproducible journal (`DemoJournal`).
public enum DemoAccount {
    public static let email = "demo@daybook.local"
    public static let password = "daybook-demo"
    public static let timeZone = "Europe/Berlin"

    /// Creates the account with its journal; with `replace`, an existing demo account is deleted first.
    /// Returns false when the account exists and is kept.
    @discardableResult
    public static func create(on app: Application, seed: UInt64, replace: Bool, today: LocalDate? = nil) async throws -> Bool {
        let users = UserQueries(app.db)
        if let existing = try await users.find(email: email) {
            guard replace else { return false }
            try await users.delete(id: try existing.requireID())
        }
        var preferences = Preferences(displayName: "Demo", timeZone: timeZone)
        let zone = preferences.zone
        let now = app.daybook.clock.now()
        let isToday = today == nil
        preferences.initialPeriodLength = 5
        preferences.averageCycleLength = 28
        // The demo charts its cycle the sympto-thermal way, so those screens show something.
        preferences.tracking.trackTemperature = true
        preferences.tracking.trackMucus = true
        preferences.tracking.trackOvulationTests = true
        let hash = try await app.password.async.hash(password)
        let user = try await users.create(email: email, passwordHash: hash, preferences: preferences)
        var journal = DemoJournal.generate(seed: seed, today: today ?? LocalDate(now, in: zone), zone: zone)
        // A demo made for today holds nothing later than now.
        if isToday { journal = journal.until(now) }
        try await JournalWriter(app.db, userID: try user.requireID(), zone: zone).write(journal)
        try await DemoExtras.add(on: app, userID: try user.requireID(), preferences: preferences)
        return true
    }

    public static func announce(on console: any Console) {
        console.print("Demo account: \(email) / password: \(password)")
    }
}
