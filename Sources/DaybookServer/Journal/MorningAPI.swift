import DaybookApp
import DaybookCore
import Vapor

/// `/api/v1/days/{date}/morning`: the waking temperature, mucus, LH test and flow of one day, read and
/// written as one. It belongs to the cycle: a grantee of `cycle` reads it.
enum MorningAPI {
    @Sendable static func show(req: Request) async throws -> MorningOutput {
        let owner = try await req.dataOwner(for: .cycle)
        let date = try req.dayParameter()
        let view = try await MorningView.load(date, of: owner.person, req.useCases)
        return MorningOutput(view, preferences: owner.account.preferences)
    }

    /// Sets the parts the body names and answers the morning as stored now.
    @Sendable static func replace(req: Request) async throws -> MorningOutput {
        let user = try req.currentUser()
        let date = try req.dayParameter()
        let preferences = user.account.preferences
        let patch = try await MorningInput.read(req).patch(on: date, preferences: preferences) {
            try await MorningView.load(date, of: user.person, req.useCases).suggestedTime
        }
        try await LogMorning(req.useCases)(patch, on: date, for: user.person)
        return MorningOutput(try await MorningView.load(date, of: user.person, req.useCases), preferences: preferences)
    }
}
