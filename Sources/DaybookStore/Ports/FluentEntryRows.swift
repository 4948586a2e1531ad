import DaybookCore
import DaybookApp
import FluentKit
import Foundation

/// One person's entries of one kind through the store's generic `EntryQueries`.
struct FluentEntryRows<Record: TimedEntryRecord>: EntryRows where Record.Value: TimedEntryValue {
    let queries: EntryQueries<Record>
    /// A faster reader of one day than the generic one, where the kind has one.
    var dayReader: (@Sendable (LocalDate) async throws -> [JournalEntry<Record.Value>])?

    init(_ db: any Database, userID: UUID, dayReader: (@Sendable (LocalDate) async throws -> [JournalEntry<Record.Value>])? = nil) {
        queries = EntryQueries<Record>(db, userID: userID)
        self.dayReader = dayReader
    }

    func create(_ value: Record.Value, date: LocalDate) async throws -> UUID {
        try await queries.create(value, date: date).requireID()
    }

    func find(_ id: UUID) async throws -> JournalEntry<Record.Value>? {
        try await queries.find(id).map(JournalEntry.init)
    }

    func update(_ id: UUID, to value: Record.Value, date: LocalDate) async throws -> Bool {
        guard let record = try await queries.find(id) else { return false }
        try await queries.update(record, to: value, date: date)
        return true
    }

    func delete(_ id: UUID) async throws -> LocalDate? {
        guard let record = try await queries.find(id) else { return nil }
        let date = record.localDate
        try await queries.delete(record)
        return date
    }

    func list(from: LocalDate?, to: LocalDate?, limit: Int?, offset: Int) async throws -> [JournalEntry<Record.Value>] {
        try await queries.list(from: from, to: to, limit: limit, offset: offset).map(JournalEntry.init)
    }

    func newest(limit: Int, offset: Int) async throws -> [JournalEntry<Record.Value>] {
        try await queries.newest(limit: limit, offset: offset).map(JournalEntry.init)
    }

    func on(_ date: LocalDate) async throws -> [JournalEntry<Record.Value>] {
        if let dayReader { return try await dayReader(date) }
        return try await queries.on(date).map(JournalEntry.init)
    }
}

extension JournalEntry {
    init<Record: TimedEntryRecord>(_ record: Record) throws where Record.Value == Value {
        self.init(id: try record.requireID(), date: record.localDate, value: try record.value())
    }
}

/// The table of each journal kind the calendar marks.
enum JournalTables {
    static func table(of kind: JournalKind) -> JournalDates.Table? {
        switch kind {
        case .stress: JournalDates.table(StressRatingRecord.self)
        case .glucose: JournalDates.table(GlucoseReadingRecord.self)
        case .insulin: JournalDates.table(InsulinDoseRecord.self)
        case .meals: JournalDates.table(MealRecord.self)
        case .exercise: JournalDates.table(ExerciseSessionRecord.self)
        case .weight: JournalDates.table(WeightRecord.self)
        case .temperature: JournalDates.table(BodyTemperatureRecord.self)
        case .ovulationTests: JournalDates.table(OvulationTestRecord.self)
        case .metrics: JournalDates.metrics
        case .fertility: JournalDates.fertility
        case .symptoms, .spans: nil
        }
    }

    static func owner(of id: UUID, kind: JournalKind, on db: any Database) async throws -> UUID? {
        switch kind {
        case .stress: try await EntryQueries<StressRatingRecord>.owner(of: id, on: db)
        case .glucose: try await EntryQueries<GlucoseReadingRecord>.owner(of: id, on: db)
        case .insulin: try await EntryQueries<InsulinDoseRecord>.owner(of: id, on: db)
        case .meals: try await EntryQueries<MealRecord>.owner(of: id, on: db)
        case .exercise: try await EntryQueries<ExerciseSessionRecord>.owner(of: id, on: db)
        case .spans: try await EntryQueries<SpanRecord>.owner(of: id, on: db)
        case .weight: try await EntryQueries<WeightRecord>.owner(of: id, on: db)
        case .temperature: try await EntryQueries<BodyTemperatureRecord>.owner(of: id, on: db)
        case .ovulationTests: try await EntryQueries<OvulationTestRecord>.owner(of: id, on: db)
        case .symptoms, .metrics, .fertility: nil
        }
    }
}
