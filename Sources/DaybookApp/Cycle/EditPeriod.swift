import DaybookCore
import Foundation

/// Enters, moves or removes a period by its dates. A period is its days' logged flow, so an edit
/// changes those days' symptoms, and the calendar, the day pages and the predictions agree.
public struct EditPeriod: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Days without flow in the new period get `level`; the period as the history then shows it
    /// (an entered period may join a neighbour).
    public func create(_ period: Period, level: FlowLevel, for person: Person) async throws -> Period {
        try await edit(old: nil, new: period, level: level, for: person)
    }

    /// New dates for the period that began on `start`.
    public func change(startingOn start: LocalDate, to period: Period, level: FlowLevel, for person: Person) async throws -> Period {
        try await edit(old: start, new: period, level: level, for: person)
    }

    public func delete(startingOn start: LocalDate, for person: Person) async throws {
        _ = try await edit(old: start, new: nil, level: .medium, for: person)
    }

    private func edit(old start: LocalDate?, new period: Period?, level: FlowLevel, for person: Person) async throws -> Period {
        let now = context.now()
        return try await context.commit(person.id, replan: .periodDue) { db in
            let cycle = try await CycleView.load(person, on: db, now: now)
            var old: Period?
            if let start {
                guard let found = cycle.periods.first(where: { $0.start == start }) else {
                    throw UseCaseError.notFound("No period starts on \(start); it")
                }
                old = found
            }
            if let period {
                try PeriodEdit.validate(period, today: cycle.today)
                if let end = period.end { try JournalHorizon(today: cycle.today).check(end, field: "end") }
            }
            if let old, old.source == .onboarding { try await Self.forgetOnboarding(person, on: db) }
            let changes = PeriodEdit.flowChanges(old: old, new: period, flow: cycle.flow, level: level)
            try await Self.apply(changes, for: person, on: db)
            // A period entered by its dates is the person's own statement: never asked about as spotting.
            if let period { try await db.cycle(of: person.id).answer(.period, for: period.start, at: now) }
            let emitted = changes.keys.sorted().map { Change(.updated, .journal(.symptoms), date: $0) }
            guard let period else { return (old ?? Period(start: cycle.today, end: nil), emitted) }
            let history = try await CycleView.load(person, on: db, now: now).periods
            return (history.first { $0.contains(period.start) } ?? period, emitted)
        }
    }

    /// Editing or deleting the period entered at onboarding replaces it with logged days.
    private static func forgetOnboarding(_ person: Person, on db: any Storage) async throws {
        guard var account = try await db.users.find(id: person.id) else { return }
        account.preferences.initialPeriodStart = nil
        try await db.users.save(account)
    }

    private static func apply(_ changes: [LocalDate: FlowLevel?], for person: Person, on db: any Storage) async throws {
        let days = db.days(of: person.id)
        for (date, level) in changes {
            var patch = SymptomsPatch()
            patch.flow = level.map { .set($0) } ?? .cleared
            let next = try (try await days.symptoms(on: date) ?? Symptoms()).applying(patch)
            try await SetSymptoms.store(next, on: date, in: days)
        }
    }
}
