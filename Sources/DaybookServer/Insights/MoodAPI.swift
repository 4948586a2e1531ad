import DaybookApp
import DaybookCore
import Vapor

/// `GET /api/v1/insights/mood`: the days' moods and their statistics. Mood is part of the day's
/// symptoms, so a grantee of `symptoms` reads it with `?owner=`; moods against stress and by cycle
/// phase only come with a grant of stress and of the cycle too.
enum MoodAPI {
    @Sendable static func show(req: Request) async throws -> Response {
        let reader = try await req.dataReader()
        guard reader.sees(.symptoms) else { throw APIError.notFound() }
        let owner = reader.owner
        let range = try MoodParameters(req, zone: owner.account.preferences.zone).range()
        return try Response.json(try await MoodView.load(owner.person, range, showing: reader.categories, req.useCases))
    }
}
