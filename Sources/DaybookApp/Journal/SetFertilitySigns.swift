import DaybookCore
import Foundation

/// Sets a day's fertility signs (cervical mucus), at most one record a day; empty signs remove it.
public struct SetFertilitySigns: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    @discardableResult
    public func callAsFunction(_ signs: FertilitySigns, on date: LocalDate, for person: Person) async throws -> FertilitySigns {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: "date")
        return try await context.commit(person.id, replan: .periodDue) { db in
            let days = db.days(of: person.id)
            if signs.isEmpty { _ = try await days.deleteFertility(on: date) } else { try await days.saveFertility(signs, on: date) }
            return (signs, [Change(.updated, .journal(.fertility), date: date)])
        }
    }

    /// A form's save, merged with the signs stored now (`OnceADayForm`): a field changed elsewhere
    /// since the form showed it is not overwritten.
    @discardableResult
    public func callAsFunction(_ form: OnceADayForm<FertilitySigns?, FertilitySigns>, on date: LocalDate,
                               for person: Person) async throws -> FertilitySigns {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: "date")
        return try await context.commit(person.id, replan: .periodDue) { db in
            let days = db.days(of: person.id)
            let signs = try form.output(over: try await days.fertility(on: date))
            if signs.isEmpty { _ = try await days.deleteFertility(on: date) } else { try await days.saveFertility(signs, on: date) }
            return (signs, [Change(.updated, .journal(.fertility), date: date)])
        }
    }
}

/// Removes a day's fertility signs.
public struct DeleteFertilitySigns: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(on date: LocalDate, for person: Person) async throws {
        try await context.commit(person.id, replan: .periodDue) { db in
            guard try await db.days(of: person.id).deleteFertility(on: date) else {
                throw UseCaseError.notFound("No fertility signs were logged on this day; they")
            }
            return ((), [Change(.deleted, .journal(.fertility), date: date)])
        }
    }
}
