import FluentKit
import Foundation

/// One failed log-in, kept for the throttling window. Stored in the database, not in memory,
/// so the limit holds across several server instances.
public final class LoginFailureRecord: Model, @unchecked Sendable {
    public static let schema = "login_failures"

    @ID(key: .id) public var id: UUID?
    /// What is throttled: "email:<address>" or "ip:<address>".
    @Field(key: "subject") public var subject: String
    @Field(key: "failed_at") public var failedAt: Date

    public init() {}

    public init(subject: String, failedAt: Date) {
        self.subject = subject
        self.failedAt = failedAt
    }
}
