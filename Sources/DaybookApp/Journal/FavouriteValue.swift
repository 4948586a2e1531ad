import DaybookCore
import Foundation

/// A core value kept as a favourite (a meal, an exercise) for one-tap logging. Use cases and read
/// models are generic over it, so the layers above never name where it is kept.
public protocol FavouriteValue: Sendable {
    /// One person's favourites of this kind in `storage`.
    static func rows(in storage: any Storage, of userID: UUID) -> any FavouriteRows<Self>
}

extension FavouriteMeal: FavouriteValue {
    public static func rows(in storage: any Storage, of userID: UUID) -> any FavouriteRows<Self> { storage.favouriteMeals(of: userID) }
}

extension FavouriteExercise: FavouriteValue {
    public static func rows(in storage: any Storage, of userID: UUID) -> any FavouriteRows<Self> {
        storage.favouriteExercises(of: userID)
    }
}
