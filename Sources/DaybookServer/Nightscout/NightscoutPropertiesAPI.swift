import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `GET /api/v2/properties[/{names}]`: what followers (Nightguard, watch faces) show — the latest
/// glucose whatever its age, its change and trend, insulin and carbs on board, the uploader's and
/// pump's state, the loop, the basal rate and the site, sensor, insulin and battery ages — as
/// Nightscout's plugins compute them. `names` picks some (`bgnow,iob`); names of which none is known are refused.
enum NightscoutPropertiesAPI {
    @Sendable static func show(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let wanted = req.parameters.get("names").map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
        if let wanted, wanted.isDisjoint(with: NightscoutProperties.names) {
            let known = NightscoutProperties.names.joined(separator: ", ")
            let body: NightscoutDocument = ["status": .integer(400), "message": .string("Unknown properties; known: \(known)")]
            return try NightscoutResponse.json(body, status: .badRequest)
        }
        let now = req.clock.now()
        let sources = try await NightscoutPropertySources(req.useCases).load(for: owner.person, now: now)
        var properties = NightscoutProperties.make(sources, now: NightscoutTime.milliseconds(now),
                                                   mmol: owner.preferences.glucoseUnit == .mmolPerL, zone: owner.preferences.zone)
        if let wanted { properties = properties.filter { wanted.contains($0.key) } }
        return try NightscoutResponse.json(properties)
    }
}
