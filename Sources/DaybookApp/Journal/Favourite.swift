import DaybookCore
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
