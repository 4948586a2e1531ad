import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `status.json`, `verifyauth` and `experiments/test`: what clients call to check the server and the secret.
enum NightscoutStatusAPI {
    /// The Nightscout version whose API v1 this endpoint follows; some clients check it.
    static let compatibleVersion = "15.0.2"

    @Sendable static func status(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        return try NightscoutResponse.json(document(displayName: owner.displayName, preferences: owner.preferences, now: req.clock.now()))
    }

    /// The status as `status.json` answers it, and as the v1 socket's first `dataUpdate` carries it.
    static func document(displayName: String, preferences: Preferences, now: Date) -> NightscoutDocument {
        let settings: NightscoutDocument = [
            "units": .string(preferences.glucoseUnit == .mmolPerL ? "mmol" : "mg/dl"),
            "customTitle": .string(displayName),
            "timeFormat": .integer(24),
            "authDefaultRoles": .string("denied"),
            "thresholds": .object([
                "bgLow": .numeric(preferences.hypoThresholdMgPerDL.rounded()),
                "bgTargetBottom": .numeric(preferences.hypoThresholdMgPerDL.rounded()),
                "bgTargetTop": .numeric(preferences.hyperThresholdMgPerDL.rounded()),
                "bgHigh": .numeric(preferences.hyperThresholdMgPerDL.rounded()),
            ]),
        ]
        let status: NightscoutDocument = [
            "status": .string("ok"), "name": .string("Daybook"), "version": .string(compatibleVersion),
            "serverTime": .string(NightscoutTime.isoString(now)), "serverTimeEpoch": .integer(NightscoutTime.milliseconds(now)),
            "apiEnabled": .bool(true), "careportalEnabled": .bool(true), "boluscalcEnabled": .bool(false),
            "settings": .object(settings),
            "authorized": .object(["canRead": .bool(true), "canWrite": .bool(true), "isAdmin": .bool(true)]),
        ]
        return status
    }

    /// Reached only with a valid secret (NightscoutAuth answers 401 otherwise): full access.
    @Sendable static func verifyAuth(req: Request) async throws -> Response {
        _ = try req.nightscoutOwner()
        let message: NightscoutDocument = [
            "message": .string("OK"), "rolefound": .string("FOUND"), "canRead": .bool(true), "canWrite": .bool(true),
            "isAdmin": .bool(true), "permissions": .string("*"),
        ]
        return try NightscoutResponse.json(["status": NightscoutJSON.integer(200), "message": .object(message)])
    }

    @Sendable static func experimentsTest(req: Request) async throws -> Response {
        _ = try req.nightscoutOwner()
        return try NightscoutResponse.json(["status": NightscoutJSON.string("ok")])
    }
}
