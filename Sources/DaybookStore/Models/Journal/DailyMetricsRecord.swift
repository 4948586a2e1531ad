import DaybookCore
import FluentKit
import Foundation

/// The metrics log of one day: at most one row per user and date.
public final class DailyMetricsRecord: Model, @unchecked Sendable {
    public static let schema = "daily_metrics"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @OptionalField(key: "sleep") public var sleep: Double?
    @OptionalField(key: "activity") public var activity: Double?
    @OptionalField(key: "work") public var work: Double?
    @OptionalField(key: "diet") public var diet: Double?
    @Timestamp(key: "updated_at", on: .update) public var updatedAt: Date?

    public init() {}

    public init(userID: UUID, date: LocalDate) {
        self.userID = userID
        self.date = date.description
    }

    public func store(_ metrics: DailyMetrics) {
        sleep = metrics.sleep
        activity = metrics.activity
        work = metrics.work
        diet = metrics.diet
    }

    public func value() throws -> DailyMetrics {
        try DailyMetrics(sleep: sleep, activity: activity, work: work, diet: diet)
    }
}

extension DailyMetricsRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $sleep, $activity, $work, $diet, $updatedAt] }
}
