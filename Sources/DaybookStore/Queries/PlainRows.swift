import SQLKit

/// Reads rows as plain values, each decoded as it arrives. SQLite's pooled database (sqlite-nio 1.x)
/// schedules one event-loop task per row — a million tasks for ten years of CGM readings, queued on the
/// loop that also serves every other request; on one connection of its own (`withSession`) the rows come
/// straight from the statement. PostgreSQL reads the same way.
enum PlainRows {
    static func read<Value: Sendable>(
        _ query: any SQLExpression, on db: any SQLDatabase,
        _ decode: @escaping @Sendable (any SQLRow) -> Value?
    ) async throws -> [Value] {
        let sink = Sink<Value>()
        try await db.withSession { session in
            try await session.execute(sql: query) { row in
                if let value = decode(row) { sink.values.append(value) }
            }
        }
        return sink.values
    }

    /// Rows arrive one after another from one statement and are read only after it has finished,
    /// so the array is never touched from two threads at once.
    private final class Sink<Value>: @unchecked Sendable {
        var values: [Value] = []
    }
}
