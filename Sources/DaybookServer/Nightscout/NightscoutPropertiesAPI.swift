import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `GET /api/v2/properties[/{names}]`: what followers (Nightguard, watch faces) show — the latest
/// glucose, its change and the trend arrow — from the last hour of sensor readings. `names` picks
/// some (`bgnow,delta`); names of which none is known are refused.
enum NightscoutPropertiesAPI {
    @Sendable static func show(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let wanted = req.parameters.get("names").map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
        if let wanted, wanted.isDisjoint(with: NightscoutProperties.names) {
            let body: NightscoutDocument = ["status": .integer(400), "message": .string("Unknown properties; known: bgnow, delta, direction")]
            return try NightscoutResponse.json(body, status: .badRequest)
        }
        let now = req.clock.now()
        let since = String(NightscoutTime.milliseconds(now.addingTimeInterval(-3600)))
        let query = NightscoutQuery(conditions: [.init(field: "type", op: .eq, value: "sgv"), .init(field: "date", op: .gte, value: since)],
                                    count: NightscoutQuery.maximumCount)
        let readings = try await NightscoutEntriesAPI.select(query, owner: owner, req: req).compactMap { entry -> NightscoutProperties.Reading? in
            guard let mills = entry["date"]?.numberValue, let mgdl = entry["sgv"]?.numberValue else { return nil }
            return NightscoutProperties.Reading(mills: Int64(mills), mgdl: mgdl, direction: entry["direction"]?.stringValue,
                                                device: entry["device"]?.stringValue)
        }
        var properties = NightscoutProperties.make(readings, now: NightscoutTime.milliseconds(now), mmol: owner.preferences.glucoseUnit == .mmolPerL)
        if let wanted { properties = properties.filter { wanted.contains($0.key) } }
        return try NightscoutResponse.json(properties)
    }
}
