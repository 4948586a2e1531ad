import DaybookCore
import FluentKit
import Foundation

/// A saved exercise for one-tap logging.
public final class FavouriteExerciseRecord: Model, @unchecked Sendable {
    public static let schema = "favourite_exercises"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "name") public var name: String
    @Field(key: "minutes") public var minutes: Double
    @Field(key: "intensity") public var intensity: String

    public init() {}

    public init(userID: UUID, _ exercise: FavouriteExercise) {
        self.userID = userID
        name = exercise.name
        minutes = exercise.minutes
        intensity = exercise.intensity.rawValue
    }

    public func value() throws -> FavouriteExercise {
        try FavouriteExercise(name: name, minutes: minutes, intensity: ExerciseIntensity(rawValue: intensity) ?? .medium)
    }
}
