import FluentKit
import SQLKit

/// One SQL row as Fluent's model properties read it, optionally with a prefix on every column name
/// (for a second table's columns in a join). With it a model is filled property by property from a
/// hand-written statement, without the query builder's serialisation or the reflection with which
/// Fluent lists a model's properties on every row.
struct ModelRow: DatabaseOutput {
    let row: any SQLRow
    var prefix = ""

    var description: String { "\(row)" }

    func schema(_ schema: String) -> any DatabaseOutput { self }

    func contains(_ key: FieldKey) -> Bool {
        row.contains(column: prefix + key.description)
    }

    func decodeNil(_ key: FieldKey) throws -> Bool {
        try row.decodeNil(column: prefix + key.description)
    }

    func decode<T: Decodable>(_ key: FieldKey, as type: T.Type) throws -> T {
        try row.decode(column: prefix + key.description, as: T.self)
    }

    /// Fills `properties` (a model's own, listed by hand) from this row.
    func fill(_ properties: [any AnyDatabaseProperty]) throws {
        for property in properties { try property.output(from: self) }
    }

    /// The models of a hand-written statement's rows, in their order.
    static func models<M: RowReadable>(_: M.Type, _ statement: SQLQueryString, on sql: any SQLDatabase) async throws -> [M] {
        try await PlainRows.read(statement, on: sql) { $0 }.map { row in
            let model = M()
            try ModelRow(row: row).fill(model.storedProperties)
            return model
        }
    }
}
