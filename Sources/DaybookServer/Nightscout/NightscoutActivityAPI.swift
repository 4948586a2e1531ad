import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `activity`: what xDrip+ posts from a watch's health data (`hr-bpm`, `steps-total`, `motion-class`
/// records), kept as sent and listed newest first (the last 4 days unless `find[created_at]` says).
enum NightscoutActivityAPI {
    @Sendable static func list(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let query = try NightscoutResponse.query(of: req)
        let window = query.window(now: req.clock.now())
        let stored = try await NightscoutDocuments(req.useCases).activity(from: window.from, to: window.to, for: owner.person)
        return try NightscoutResponse.json(NightscoutResponse.select(stored, query))
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let posted = try NightscoutRecordsAPI.prepare(try NightscoutResponse.documents(of: req), now: req.clock.now())
        return try NightscoutResponse.json(try await SaveNightscoutActivity(req.useCases)(posted, newID: NightscoutEntriesAPI.newID, for: owner.person))
    }
}
