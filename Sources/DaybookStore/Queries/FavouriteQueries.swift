import DaybookCore
import FluentKit
import Foundation

/// Saved meals and exercises of one user, in alphabetical order.
public struct FavouriteQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func meals() async throws -> [FavouriteMealRecord] {
        try await FavouriteMealRecord.query(on: db).filter(\.$userID == userID).sort(\.$name).all()
    }

    public func meal(_ id: UUID) async throws -> FavouriteMealRecord? {
        try await FavouriteMealRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first()
    }

    public func save(_ meal: FavouriteMeal) async throws -> FavouriteMealRecord {
        let record = FavouriteMealRecord(userID: userID, meal)
        try await record.create(on: db)
        return record
    }

    public func exercises() async throws -> [FavouriteExerciseRecord] {
        try await FavouriteExerciseRecord.query(on: db).filter(\.$userID == userID).sort(\.$name).all()
    }

    public func exercise(_ id: UUID) async throws -> FavouriteExerciseRecord? {
        try await FavouriteExerciseRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first()
    }

    public func save(_ exercise: FavouriteExercise) async throws -> FavouriteExerciseRecord {
        let record = FavouriteExerciseRecord(userID: userID, exercise)
        try await record.create(on: db)
        return record
    }
}
