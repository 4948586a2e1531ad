import DaybookCore
import FluentKit
import Foundation

/// A run in progress: the core's `TimelineRun` as JSON (its events and their timings are fixed when
/// it starts, so a scenario deleted meanwhile does not change it), the scenario's names for the
/// notifications, and how many of its notifications were already delivered.
public final class TimelineRunRecord: Model, @unchecked Sendable {
    public static let schema = "timeline_runs"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "named") public var named: String
    @Field(key: "name_en") public var nameEn: String
    @Field(key: "name_de") public var nameDe: String
    @Field(key: "language") public var language: String
    @Field(key: "start_time") public var startTime: Date
    @Field(key: "run") public var run: String
    @Field(key: "notifications_sent") public var notificationsSent: Int
    /// The server instance that drives the run (`TimelineRunLeases`), nil when none does.
    @OptionalField(key: "lease_owner") public var leaseOwner: UUID?
    @OptionalField(key: "lease_expires_at") public var leaseExpiresAt: Date?

    public init() {}

    public init(userID: UUID, run: TimelineRun, scenario: Scenario, language: Language) throws {
        self.userID = userID
        named = run.named
        nameEn = scenario.nameEn
        nameDe = scenario.nameDe
        self.language = language.rawValue
        startTime = run.startTime
        self.run = String(decoding: try JSONEncoder().encode(run), as: UTF8.self)
        notificationsSent = 0
    }

    public func value() throws -> TimelineRun {
        try JSONDecoder().decode(TimelineRun.self, from: Data(run.utf8))
    }

    public var runLanguage: Language { Language(rawValue: language) ?? .en }
}
