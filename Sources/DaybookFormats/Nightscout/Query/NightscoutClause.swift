import Foundation

extension NightscoutQuery {
    /// What one object of a `find` asks: all its conditions hold, and for each of its `$or`s one
    /// of the alternatives does. `$and` adds its members' conditions and `$or`s here.
    public struct Clause: Sendable, Equatable {
        public var conditions: [Condition]
        public var alternatives: [[Clause]]

        public init(conditions: [Condition] = [], alternatives: [[Clause]] = []) {
            self.conditions = conditions
            self.alternatives = alternatives
        }

        public func holds(for document: NightscoutDocument) -> Bool {
            conditions.allSatisfy { $0.holds(for: document) }
                && alternatives.allSatisfy { group in group.contains { $0.holds(for: document) } }
        }
    }
}
