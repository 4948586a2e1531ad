import DaybookCore
import DaybookStore
import Foundation

/// A saved meal or exercise with its id, to log again or delete.
public struct Favourite<Value: Sendable>: Sendable {
    public let id: UUID
    public let value: Value

    public init(id: UUID, value: Value) {
        self.id = id
        self.value = value
    }
}

extension Favourite where Value == FavouriteMeal {
    init(_ record: FavouriteMealRecord) throws {
        self.init(id: try record.requireID(), value: try record.value())
    }
}

extension Favourite where Value == FavouriteExercise {
    init(_ record: FavouriteExerciseRecord) throws {
        self.init(id: try record.requireID(), value: try record.value())
    }
}
