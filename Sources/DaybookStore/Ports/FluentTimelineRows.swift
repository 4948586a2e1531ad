import DaybookCore
import DaybookApp
import FluentKit
import Foundation

struct FluentTimelineRunRows: TimelineRunRows {
    let queries: TimelineRunQueries

    func all() async throws -> [TimelineRunInProgress] { try await queries.all().map(TimelineRunInProgress.init) }

    func find(_ id: UUID) async throws -> TimelineRunInProgress? { try await queries.find(id).map(TimelineRunInProgress.init) }

    func create(_ run: TimelineRun, scenario: Scenario, language: Language) async throws -> TimelineRunInProgress {
        try TimelineRunInProgress(try await queries.create(run, scenario: scenario, language: language))
    }

    func markNotificationsSent(_ id: UUID, from expected: Int, to count: Int) async throws -> Bool {
        try await queries.markNotificationsSent(id, from: expected, to: count)
    }

    func delete(_ id: UUID) async throws { try await queries.delete(id) }
}

struct FluentScenarioRows: ScenarioRows {
    let queries: TimelineScenarioQueries

    func all() async throws -> [Scenario] { try await queries.all().map { try $0.value() } }

    func find(named: String) async throws -> Scenario? { try await queries.find(named: named).map { try $0.value() } }

    func create(_ scenario: Scenario, at time: Date) async throws { _ = try await queries.create(scenario, at: time) }

    func delete(named: String) async throws -> Bool {
        guard let record = try await queries.find(named: named) else { return false }
        try await queries.delete(record)
        return true
    }
}

struct FluentTimelineRunLeaseRows: TimelineRunLeaseRows {
    let db: any Database

    func claim(_ id: UUID, owner: UUID, until: Date, now: Date) async throws -> Bool {
        try await TimelineRunLeases.claim(id, owner: owner, until: until, now: now, on: db)
    }

    func renewAndClaim(owner: UUID, until: Date, now: Date) async throws -> [TimelineRunLeasing.Held] {
        try await TimelineRunLeases.renewAndClaim(owner: owner, until: until, now: now, on: db)
            .map { TimelineRunLeasing.Held(runID: $0.id, userID: $0.userID) }
    }

    func release(owner: UUID) async throws { try await TimelineRunLeases.release(owner: owner, on: db) }
}

extension TimelineRunInProgress {
    init(_ record: TimelineRunRecord) throws {
        self.init(id: try record.requireID(), userID: record.userID, run: try record.value(), nameEn: record.nameEn,
                  nameDe: record.nameDe, language: record.runLanguage, notificationsSent: record.notificationsSent)
    }
}
