import DaybookCore
import FluentKit
import Foundation

/// The person's answer for bleeding that began too soon after a period: a new period, or spotting.
public final class StartAnswerRecord: Model, @unchecked Sendable {
    public static let schema = "cycle_start_answers"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    /// The bleeding's first day, `YYYY-MM-DD`.
    @Field(key: "date") public var date: String
    @Field(key: "answer") public var answer: String
    @Field(key: "answered_at") public var answeredAt: Date

    public init() {}

    public init(userID: UUID, date: LocalDate, answer: StartAnswer, answeredAt: Date) {
        self.userID = userID
        self.date = date.description
        self.answer = answer.rawValue
        self.answeredAt = answeredAt
    }
}
