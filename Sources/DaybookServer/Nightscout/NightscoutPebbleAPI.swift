import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `GET /pebble` (`?count=`, `?units=mmol`): what GlucoDataHandler asks first and Pebble and Garmin
/// faces show — the newest readings with the delta, the uploader's battery, and insulin and carbs on
/// board — at the server's root (the secret or a token finds the person) and under each person's URL.
enum NightscoutPebbleAPI {
    /// The readings it may list: Nightscout keeps about two days of them at hand.
    static let span: TimeInterval = 2 * 24 * 3600
    static let maximumCount = 1_000

    @Sendable static func show(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let now = req.clock.now()
        let mmol = req.query[String.self, at: "units"].map { $0 == "mmol" } ?? (owner.preferences.glucoseUnit == .mmolPerL)
        let count = NightscoutPebble.count(req.query[String.self, at: "count"], maximum: maximumCount)
        let entries = try await NightscoutDocuments(req.useCases).shown(.entries, from: now.addingTimeInterval(-span), to: now, for: owner.person)
        let readings = entries.filter { NightscoutEntries.type(of: $0.1) == "sgv" }
            .map { NightscoutPebble.Reading(mills: NightscoutTime.milliseconds($0.0), document: $0.1) }
        let sources = try await NightscoutPropertySources(req.useCases).load(for: owner.person, now: now)
        let nowMills = NightscoutTime.milliseconds(now)
        let properties = NightscoutProperties.make(sources, now: nowMills, mmol: mmol, zone: owner.preferences.zone)
        return try NightscoutResponse.json(NightscoutPebble.make(readings, properties: properties, now: nowMills, count: count, mmol: mmol))
    }
}
