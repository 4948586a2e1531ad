import DaybookCore
import Foundation

/// Notes one morning in one transaction: the waking temperature replaces the day's first reading
/// (so entering a day twice never makes two), the mucus is the day's fertility signs, the LH result
/// replaces the day's first ovulation test, and the flow is set on the day's symptoms, keeping their
/// other fields. Parts the patch leaves unchanged are not touched. Each part reports the change its
/// own use case would (SetFertilitySigns, SetSymptoms, LogEntry), so open views and sockets hear of it.
public struct LogMorning: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    @discardableResult
    public func callAsFunction(_ patch: MorningPatch, on date: LocalDate, for person: Person) async throws -> Morning {
        try Self.check(patch, on: date, for: person, now: context.now())
        return try await context.commit(person.id, replan: .periodDue) { db in
            try await Self.apply(patch, on: date, for: person, in: db)
        }
    }

    /// A form's save, merged with the morning stored now (`OnceADayForm`): a part changed elsewhere
    /// since the form showed it is not overwritten.
    @discardableResult
    public func callAsFunction(_ form: OnceADayForm<MorningView, MorningPatch>, on date: LocalDate, for person: Person) async throws -> Morning {
        let now = context.now()
        try JournalHorizon(now: now, zone: person.preferences.zone).check(date, field: "date")
        return try await context.commit(person.id, replan: .periodDue) { db in
            let patch = try form.output(over: try await MorningView.load(date, of: person, in: db))
            try Self.check(patch, on: date, for: person, now: now)
            return try await Self.apply(patch, on: date, for: person, in: db)
        }
    }

    private static func check(_ patch: MorningPatch, on date: LocalDate, for person: Person, now: Date) throws {
        try JournalHorizon(now: now, zone: person.preferences.zone).check(date, field: "date")
        if case .set(let reading) = patch.temperature, person.day(of: reading.time) != date {
            throw ValidationError(field: "temperature.time", .timeOnDate, ["date": "\(date)"])
        }
    }

    private static func apply(_ patch: MorningPatch, on date: LocalDate, for person: Person,
                              in db: any Storage) async throws -> (Morning, [Change]) {
        let zone = person.preferences.zone
        var changes: [Change] = []
        let temperatures = JournalRows<BodyTemperature>(db, for: person)
        let storedReading = try await temperatures.first(on: date)
        if let change = try await Self.replace(storedReading, with: patch.temperature, in: temperatures) {
            changes.append(change)
        }

        let days = db.days(of: person.id)
        switch patch.mucus {
        case .unchanged: break
        case .cleared:
            if try await days.deleteFertility(on: date) { changes.append(Change(.updated, .journal(.fertility), date: date)) }
        case .set(let mucus):
            try await days.saveFertility(FertilitySigns(mucus: mucus), on: date)
            changes.append(Change(.updated, .journal(.fertility), date: date))
        }

        let tests = JournalRows<OvulationTest>(db, for: person)
        let storedTest = try await tests.first(on: date)
        // A new test is dated with the morning's reading, else at the person's usual morning time.
        let readingTime: Date? = switch patch.temperature {
        case .set(let reading): reading.time
        case .cleared: nil
        case .unchanged: storedReading?.value.time
        }
        let testTime = storedTest?.value.time ?? readingTime
            ?? LocalInstant.instant(on: date, at: .usualWaking, in: zone)
        let testPatch: PatchValue<OvulationTest> = switch patch.ovulationTest {
        case .unchanged: .unchanged
        case .cleared: .cleared
        case .set(let result): .set(OvulationTest(result: result, time: testTime))
        }
        if let change = try await Self.replace(storedTest, with: testPatch, in: tests) { changes.append(change) }

        if patch.flow != .unchanged {
            let stored = try await days.symptoms(on: date) ?? Symptoms()
            var flowOnly = SymptomsPatch()
            flowOnly.flow = patch.flow
            let next = try stored.applying(flowOnly)
            if next != stored {
                try await SetSymptoms.store(next, on: date, in: days)
                changes.append(Change(.updated, .journal(.symptoms), date: date))
            }
        }
        return (try await MorningView.morning(on: date, of: person, in: db), changes)
    }

    /// Edits, creates or deletes the day's first entry of a kind; nil when nothing changed.
    private static func replace<Value: TimedEntryValue>(_ stored: JournalEntry<Value>?, with patch: PatchValue<Value>,
                                                        in rows: JournalRows<Value>) async throws -> Change? {
        switch (patch, stored) {
        case (.unchanged, _), (.cleared, nil): return nil
        case (.cleared, let stored?): return try await rows.delete(stored.id)
        case (.set(let value), let stored?): return try await rows.change(stored.id, to: value)?.1
        case (.set(let value), nil): return try await rows.log(value).1
        }
    }
}
