import Foundation

/// One person's favourites of one kind (meals, exercises), for one-tap logging.
public protocol FavouriteRows<Value>: Sendable {
    associatedtype Value: FavouriteValue

    /// Alphabetical.
    func all() async throws -> [Favourite<Value>]
    func find(_ id: UUID) async throws -> Favourite<Value>?
    func save(_ value: Value) async throws -> Favourite<Value>
    /// False when the person has no favourite of this kind with this id.
    func delete(_ id: UUID) async throws -> Bool
}
