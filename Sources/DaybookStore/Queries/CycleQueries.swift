import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// What the cycle engine reads of one user: every logged flow, and the pauses.
public struct CycleQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    /// The flow of every day that has one, in one query: two plain columns, read from the index
    /// `symptoms_user_flow` alone (migration 080). The month page reads this on every request.
    public func flow() async throws -> [LocalDate: FlowLevel] {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the cycle engine needs an SQL database") }
        let query = sql.select().column("date").column("flow").from(SymptomsRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("flow", .isNot, SQLLiteral.null)
        let rows = try await PlainRows.read(query.query, on: sql) { row -> (LocalDate, FlowLevel)? in
            guard let date = (try? row.decode(column: "date", as: String.self)).flatMap({ try? LocalDate(parsing: $0) }),
                  let level = (try? row.decode(column: "flow", as: String.self)).flatMap(FlowLevel.init(rawValue:))
            else { return nil }
            return (date, level)
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    public func pauses() async throws -> [CyclePauseRecord] {
        try await CyclePauseRecord.query(on: db).filter(\.$userID == userID).sort(\.$start).all()
    }

    /// Whose pause `id` is, whoever asks: a grantee's change to one they may read is refused, not "not found".
    public static func owner(ofPause id: UUID, on db: any Database) async throws -> UUID? {
        try await CyclePauseRecord.query(on: db).filter(\.$id == id).first().map(\.userID)
    }

    public func pause(_ id: UUID) async throws -> CyclePauseRecord? {
        try await CyclePauseRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first()
    }

    public func save(_ pause: PauseSpan, into record: CyclePauseRecord? = nil) async throws -> CyclePauseRecord {
        let record = record ?? CyclePauseRecord(userID: userID, pause: pause)
        record.store(pause)
        try await record.save(on: db)
        return record
    }

    // MARK: New period or spotting?

    public func startAnswers() async throws -> [LocalDate: StartAnswer] {
        let records = try await StartAnswerRecord.query(on: db).filter(\.$userID == userID).all()
        return Dictionary(records.compactMap { record in
            guard let date = try? LocalDate(parsing: record.date), let answer = StartAnswer(rawValue: record.answer) else { return nil }
            return (date, answer)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Stores the answer for the bleeding that began on `date`, replacing an earlier one.
    public func answer(_ answer: StartAnswer, for date: LocalDate, at time: Date) async throws {
        try await StartAnswerRecord.query(on: db).filter(\.$userID == userID).filter(\.$date == date.description).delete()
        try await StartAnswerRecord(userID: userID, date: date, answer: answer, answeredAt: time).create(on: db)
    }

    // MARK: Calendar feed

    public func feed() async throws -> CalendarFeedRecord? {
        try await CalendarFeedRecord.query(on: db).filter(\.$userID == userID).first()
    }

    /// Replaces the feed's secret: the old URL stops working at once.
    public func replaceFeed(secretHash: String) async throws -> CalendarFeedRecord {
        try await CalendarFeedRecord.query(on: db).filter(\.$userID == userID).delete()
        let record = CalendarFeedRecord(userID: userID, secretHash: secretHash)
        try await record.create(on: db)
        return record
    }

    public func deleteFeed() async throws -> Bool {
        guard let feed = try await feed() else { return false }
        try await feed.delete(on: db)
        return true
    }

    /// Notes when the feed was last fetched. A feed replaced or revoked since it was read is left alone.
    public func feedFetched(_ id: UUID, at time: Date) async throws {
        try await CalendarFeedRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id)
            .set(\.$lastFetchedAt, to: time).update()
    }

    /// The feed with this secret hash, whoever owns it (the URL is the credential).
    public static func feed(secretHash: String, on db: any Database) async throws -> CalendarFeedRecord? {
        try await CalendarFeedRecord.query(on: db).filter(\.$secretHash == secretHash).first()
    }
}
