import FluentKit

/// Failed log-ins are counted in `throttle_events` now (kind "login"). The old rows only held the
/// last 15 minutes, so nothing worth moving is lost.
struct DropLoginFailure: AsyncMigration {
    var name: String { "091_DropLoginFailure" }

    func prepare(on database: any Database) async throws {
        try await database.schema("login_failures").delete()
    }

    func revert(on database: any Database) async throws {
        try await CreateLoginFailure().prepare(on: database)
    }
}
