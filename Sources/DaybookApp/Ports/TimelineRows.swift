import DaybookCore
import Foundation

/// One person's timeline runs in progress.
public protocol TimelineRunRows: Sendable {
    func all() async throws -> [TimelineRunInProgress]
    func find(_ id: UUID) async throws -> TimelineRunInProgress?
    func create(_ run: TimelineRun, scenario: Scenario, language: Language) async throws -> TimelineRunInProgress
    /// Moves the count of delivered notifications from `expected` to `count`; false when another
    /// instance moved it first (or the run is gone).
    func markNotificationsSent(_ id: UUID, from expected: Int, to count: Int) async throws -> Bool
    func delete(_ id: UUID) async throws
}

/// One person's imported scenarios.
public protocol ScenarioRows: Sendable {
    func all() async throws -> [Scenario]
    func find(named: String) async throws -> Scenario?
    func create(_ scenario: Scenario, at time: Date) async throws
    /// False when the person has no scenario of this name.
    func delete(named: String) async throws -> Bool
}

/// Which serving instance drives which run: leases that expire, so a run outlives the instance
/// that started it.
public protocol TimelineRunLeaseRows: Sendable {
    /// Takes run `id` for `owner` until `until` when it is free, expired or already the owner's;
    /// whether the owner holds it.
    func claim(_ id: UUID, owner: UUID, until: Date, now: Date) async throws -> Bool
    /// Renews the owner's leases and takes every expired one.
    func renewAndClaim(owner: UUID, until: Date, now: Date) async throws -> [TimelineRunLeasing.Held]
    func release(owner: UUID) async throws
}
