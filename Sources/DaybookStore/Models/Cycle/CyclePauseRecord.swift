import DaybookCore
import FluentKit
import Foundation

/// A time without cycle predictions (pregnancy, postpartum, hormonal contraception…); its cycles
/// stay out of the statistics.
public final class CyclePauseRecord: Model, @unchecked Sendable {
    public static let schema = "cycle_pauses"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "kind") public var kind: String
    @Field(key: "start") public var start: String
    @OptionalField(key: "end") public var end: String?

    public init() {}

    public init(userID: UUID, pause: PauseSpan) {
        self.userID = userID
        store(pause)
    }

    public func store(_ pause: PauseSpan) {
        kind = pause.kind ?? "other"
        start = pause.start.description
        end = pause.end?.description
    }

    public var pause: PauseSpan? {
        guard let start = try? LocalDate(parsing: start) else { return nil }
        return PauseSpan(kind: kind, start: start, end: end.flatMap { try? LocalDate(parsing: $0) })
    }
}
