import DaybookCore
import DaybookApp
import FluentKit
import Foundation

struct FluentReminderRows: ReminderRows {
    let queries: ReminderQueries

    func list() async throws -> [ScheduledReminder] { try await queries.list().map(ScheduledReminder.init) }

    func find(_ id: UUID) async throws -> ScheduledReminder? { try await queries.find(id).map(ScheduledReminder.init) }

    func count(of kind: ReminderKind, excluding: UUID?) async throws -> Int {
        try await queries.count(of: kind, excluding: excluding)
    }

    func create(_ reminder: Reminder, nextFireAt: Date?, at time: Date) async throws -> ScheduledReminder {
        try ScheduledReminder(try await queries.create(reminder, nextFireAt: nextFireAt, at: time))
    }

    func update(_ id: UUID, to reminder: Reminder, nextFireAt: Date?, at time: Date) async throws -> ScheduledReminder? {
        guard let record = try await queries.find(id) else { return nil }
        try await queries.update(record, to: reminder, nextFireAt: nextFireAt, at: time)
        return try ScheduledReminder(record)
    }

    func setNextFire(_ id: UUID, to next: Date?) async throws {
        guard let record = try await queries.find(id) else { return }
        try await queries.setNextFire(record, to: next)
    }

    func lockForChange() async throws { try await queries.lockForChange() }

    func delete(_ id: UUID) async throws -> Bool {
        guard let record = try await queries.find(id) else { return false }
        try await queries.delete(record)
        return true
    }
}

struct FluentReminderClaimRows: ReminderClaimRows {
    let db: any Database

    func dueOwners(at now: Date, limit: Int) async throws -> [UUID] {
        try await ReminderClaims.dueOwners(at: now, limit: limit, on: db)
    }

    func claimDue(of userID: UUID, at now: Date, limit: Int) async throws -> [ScheduledReminder] {
        try await ReminderClaims.claimDue(of: userID, at: now, limit: limit, on: db).map(ScheduledReminder.init)
    }

    func earliestNextFire() async throws -> Date? { try await ReminderClaims.earliestNextFire(on: db) }

    func advance(_ id: UUID, firedAt: Date?, next: Date?) async throws {
        guard let record = try await ReminderRecord.find(id, on: db) else { return }
        try await ReminderClaims.advance(record, firedAt: firedAt, next: next, on: db)
    }
}

extension ScheduledReminder {
    init(_ record: ReminderRecord) throws {
        self.init(id: try record.requireID(), reminder: try record.value(), nextFireAt: record.nextFireAt, lastFiredAt: record.lastFiredAt)
    }
}
