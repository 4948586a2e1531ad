import DaybookCore
import FluentKit
import Foundation

/// A scenario one user imported, kept as the scenario JSON (the core's own encoding), so it reads
/// back exactly as it was validated.
public final class TimelineScenarioRecord: Model, @unchecked Sendable {
    public static let schema = "timeline_scenarios"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "named") public var named: String
    @Field(key: "name_en") public var nameEn: String
    @Field(key: "name_de") public var nameDe: String
    @Field(key: "body") public var body: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(userID: UUID, scenario: Scenario, createdAt: Date) throws {
        self.userID = userID
        named = scenario.named
        nameEn = scenario.nameEn
        nameDe = scenario.nameDe
        body = String(decoding: try scenario.encodedJSON(), as: UTF8.self)
        self.createdAt = createdAt
    }

    public func value() throws -> Scenario {
        try Scenario.decode(fromJSON: Data(body.utf8))
    }
}
