import FluentKit
import SQLKit

/// A day's entries are read as `user_id = ? AND date = ? ORDER BY time`. With separate (user, date) and
/// (user, time) indexes and no statistics, SQLite chose the time index to skip the sort and so walked
/// every reading the user ever had (ten years of CGM: a million rows, seconds for one day page).
/// One (user, date, time) index serves the day in order and the calendar's dates; it replaces the
/// (user, date) one, so writes keep the same number of indexes.
struct IndexEntriesByDayAndTime: AsyncMigration {
    var name: String { "081_IndexEntriesByDayAndTime" }

    static let tables = [
        "stress_ratings", "glucose_readings", "insulin_doses",
        "meals", "exercise_sessions", "spans",
    ]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for table in Self.tables {
            try await sql.create(index: "\(table)_user_date_time").on(table).column("user_id").column("date").column("time").run()
            try await sql.drop(index: "\(table)_user_date").run()
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for table in Self.tables {
            try await sql.create(index: "\(table)_user_date").on(table).column("user_id").column("date").run()
            try await sql.drop(index: "\(table)_user_date_time").run()
        }
    }
}
