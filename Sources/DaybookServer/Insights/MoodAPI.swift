import DaybookApp
import DaybookCore
import Vapor

/// `GET /api/v1/insights/mood`: the days' moods and their statistics. Mood is part of the day's
/// symptoms, so a grantee of `symptoms` reads it with `?owner=`.
enum MoodAPI {
    @Sendable static func show(req: Request) async throws -> Response {
        let owner = try await req.dataOwner(for: .symptoms)
        let range = try MoodParameters(req, zone: owner.account.preferences.zone).range()
        return try Response.json(try await MoodView.load(owner.person, range, req.useCases))
    }
}
