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
        return try NightscoutResponse.json(document(displayName: owner.displayName, preferences: owner.preferences, now: req.clock.now(),
                                                    role: owner.role, subject: owner.subject))
    }

    /// The status as `status.json` answers it, and as the v1 socket's first `dataUpdate` carries it.
    static func document(displayName: String, preferences: Preferences, now: Date, role: NightscoutRole, subject: String?) -> NightscoutDocument {
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
            "authorized": .object(authorized(role: role, subject: subject)),
        ]
        return status
    }

    /// Reached only with a valid credential (NightscoutAuth answers 401 otherwise): what its role may do,
    /// in verifyauth.js's words. The secret is the admin and no subject (`NOTFOUND`), as in Nightscout.
    @Sendable static func verifyAuth(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        var message = authorized(role: owner.role, subject: owner.subject)
        message["message"] = .string("OK")
        message["rolefound"] = .string(owner.subject == nil ? "NOTFOUND" : "FOUND")
        message["permissions"] = .string("ROLE")
        return try NightscoutResponse.json(["status": NightscoutJSON.integer(200), "message": .object(message)])
    }

    /// What the request's credential may do: a follower's `readable` token reads only.
    static func authorized(role: NightscoutRole, subject: String?) -> NightscoutDocument {
        var result: NightscoutDocument = [
            "canRead": .bool(role.canRead), "canWrite": .bool(role.canWrite), "isAdmin": .bool(role.canAdminister),
            "permissionGroups": .array([.array(role.permissions.map(NightscoutJSON.string))]),
        ]
        if let subject { result["sub"] = .string(subject) }
        return result
    }

    @Sendable static func experimentsTest(req: Request) async throws -> Response {
        _ = try req.nightscoutOwner()
        return try NightscoutResponse.json(["status": NightscoutJSON.string("ok")])
    }
}
