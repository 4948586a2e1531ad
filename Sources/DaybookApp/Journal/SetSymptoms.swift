import DaybookCore
import Foundation

/// Sets a day's symptoms: the whole record, or a patch of some fields over what is there.
/// Empty symptoms leave no row behind, so the day shows as empty on the calendar. Flow is part of
/// them, so the period-due reminders follow.
public struct SetSymptoms: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ symptoms: Symptoms, on date: LocalDate, for person: Person) async throws -> Symptoms {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: "date")
        return try await context.commit(person.id, replan: .periodDue) { db in
            try await Self.store(symptoms, on: date, in: db.days(of: person.id))
            return (symptoms, [Change(.updated, .journal(.symptoms), date: date)])
        }
    }

    /// Changes only the fields the patch names; `cleared` removes one.
    public func callAsFunction(_ patch: SymptomsPatch, on date: LocalDate, for person: Person) async throws -> Symptoms {
        try await callAsFunction(on: date, for: person) { stored in try (stored ?? Symptoms()).applying(patch) }
    }

    /// The day's new symptoms made from what is stored (nil: nothing yet), read in the same transaction.
    public func callAsFunction(on date: LocalDate, for person: Person,
                               _ make: @escaping @Sendable (Symptoms?) throws -> Symptoms) async throws -> Symptoms {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: "date")
        return try await context.commit(person.id, replan: .periodDue) { db in
            let days = db.days(of: person.id)
            let next = try make(try await days.symptoms(on: date))
            try await Self.store(next, on: date, in: days)
            return (next, [Change(.updated, .journal(.symptoms), date: date)])
        }
    }

    /// A form's save, merged with the symptoms stored now (`OnceADayForm`): a field changed elsewhere
    /// since the form showed it is not overwritten.
    public func callAsFunction(_ form: OnceADayForm<Symptoms?, Symptoms>, on date: LocalDate, for person: Person) async throws -> Symptoms {
        try await callAsFunction(on: date, for: person) { stored in try form.output(over: stored) }
    }

    static func store(_ symptoms: Symptoms, on date: LocalDate, in days: any DayRows) async throws {
        if symptoms.isEmpty {
            _ = try await days.deleteSymptoms(on: date)
        } else {
            try await days.saveSymptoms(symptoms, on: date)
        }
    }
}
