import FluentKit
import Foundation

/// One counted attempt (a failed log-in, a registration, a token created), kept for its throttle's
/// window. Stored in the database, not in memory, so limits hold across several server instances.
public final class ThrottleEventRecord: Model, @unchecked Sendable {
    public static let schema = "throttle_events"

    @ID(key: .id) public var id: UUID?
    /// Which throttle counts it: "login", "registration", "token".
    @Field(key: "kind") public var kind: String
    /// Who is counted: "email:<address>" or "ip:<address>".
    @Field(key: "subject") public var subject: String
    @Field(key: "occurred_at") public var occurredAt: Date

    public init() {}

    public init(kind: String, subject: String, occurredAt: Date) {
        self.kind = kind
        self.subject = subject
        self.occurredAt = occurredAt
    }
}
