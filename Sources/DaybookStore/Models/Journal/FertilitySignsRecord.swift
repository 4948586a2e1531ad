import DaybookCore
import FluentKit
import Foundation

/// The fertility signs of one day: at most one row per user and date.
public final class FertilitySignsRecord: Model, @unchecked Sendable {
    public static let schema = "fertility_signs"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @OptionalField(key: "mucus_feeling") public var mucusFeeling: String?
    @OptionalField(key: "mucus_texture") public var mucusTexture: String?
    @Timestamp(key: "updated_at", on: .update) public var updatedAt: Date?

    public init() {}

    public init(userID: UUID, date: LocalDate) {
        self.userID = userID
        self.date = date.description
    }

    public func store(_ signs: FertilitySigns) {
        mucusFeeling = signs.mucus?.feeling.rawValue
        mucusTexture = signs.mucus?.texture.rawValue
    }

    public func value() -> FertilitySigns {
        guard let feeling = mucusFeeling.flatMap(MucusFeeling.init(rawValue:)),
              let texture = mucusTexture.flatMap(MucusTexture.init(rawValue:)) else { return FertilitySigns() }
        return FertilitySigns(mucus: Mucus(feeling: feeling, texture: texture))
    }
}

extension FertilitySignsRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $mucusFeeling, $mucusTexture, $updatedAt] }
}
