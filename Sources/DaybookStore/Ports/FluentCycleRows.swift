import DaybookCore
import DaybookApp
import FluentKit
import Foundation

struct FluentCycleRows: CycleRows {
    let db: any Database
    let queries: CycleQueries

    func flow() async throws -> [LocalDate: FlowLevel] { try await queries.flow() }

    func pauses() async throws -> [StoredPause] { try await queries.pauses().compactMap(StoredPause.init) }

    func pause(_ id: UUID) async throws -> StoredPause? { try await queries.pause(id).flatMap(StoredPause.init) }

    func savePause(_ pause: PauseSpan, replacing id: UUID?) async throws -> StoredPause? {
        var record: CyclePauseRecord?
        if let id {
            guard let stored = try await queries.pause(id) else { return nil }
            record = stored
        }
        return StoredPause(try await queries.save(pause, into: record))
    }

    func deletePause(_ id: UUID) async throws -> Bool {
        guard let record = try await queries.pause(id) else { return false }
        try await record.delete(on: db)
        return true
    }

    func startAnswers() async throws -> [LocalDate: StartAnswer] { try await queries.startAnswers() }

    func answer(_ answer: StartAnswer, for date: LocalDate, at time: Date) async throws {
        try await queries.answer(answer, for: date, at: time)
    }

    func feed() async throws -> CalendarFeedStatus? { try await queries.feed().map(CalendarFeedStatus.init) }

    func replaceFeed(secretDigest: String) async throws -> CalendarFeedStatus {
        CalendarFeedStatus(try await queries.replaceFeed(secretHash: secretDigest))
    }

    func deleteFeed() async throws -> Bool { try await queries.deleteFeed() }

    func feedFetched(_ id: UUID, at time: Date) async throws { try await queries.feedFetched(id, at: time) }
}

extension FertilitySignQueries: FertilitySignRows {}

extension StoredPause {
    /// Nil for a row whose dates no longer read.
    init?(_ record: CyclePauseRecord) {
        guard let id = record.id, let span = record.pause else { return nil }
        self.init(id: id, kind: record.kind, span: span)
    }
}

extension CalendarFeedStatus {
    init(_ record: CalendarFeedRecord) {
        self.init(createdAt: record.createdAt, lastFetchedAt: record.lastFetchedAt)
    }
}
