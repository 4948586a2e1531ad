import DaybookApp
import DaybookFormats
import Vapor

/// The credential a Socket.IO `subscribe` shows in `accessToken` (or the v1 socket's `authorize` in
/// `secret`): what API v3 takes (an access token, a JWT made from one, or the API secret, as it is or
/// its SHA-1), for the endpoint the namespace names. Wrong ones count
/// against the client's address like every wrong Nightscout secret; past the limit none is tried.
enum NightscoutSocketAuth {
    static let refusal = "Missing or bad accessToken"

    static func credential(_ message: NightscoutJSON?, handle: String?, _ request: Request) async -> NightscoutAuth.Credential? {
        await credential(token: token(message), handle: handle, request)
    }

    /// The same for a credential sent some other way (the v1 socket's `authorize` sends it as `secret`).
    static func credential(token: String?, handle: String?, _ request: Request) async -> NightscoutAuth.Credential? {
        guard let token, !token.isEmpty, token.utf8.count <= 4096 else { return nil }
        let rule = request.application.daybook.config.nightscoutThrottle
        let throttle = Throttle(kind: "nightscout", rule: rule, request: request, what: "wrong Nightscout secrets")
        do {
            for subject in request.clientSubject where try await throttle.count(subject) >= rule.limit { return nil }
            if let credential = try await NightscoutAuth.credential(secret: token, bearer: token, handle: handle, request),
               try await Accounts(request.useCases).find(id: credential.userID) != nil {
                return credential
            }
            try await throttle.attempt(request.clientSubject)
        } catch {
            request.logger.debug("Socket.IO subscribe refused: \(String(reflecting: error))")
        }
        return nil
    }

    /// Whether the credential a socket subscribed with still opens the person's data: a revoked token,
    /// a renewed secret or an expired JWT ends the subscription as it would end an API call.
    static func stillValid(_ token: String, handle: String?, userID: UUID, app: Application) async -> Bool {
        do {
            let credential = try await NightscoutAuth.credential(secret: token, bearer: token, handle: handle, useCases: app.useCases,
                                                                 jwt: app.nightscoutJWT(), now: app.daybook.clock.now())
            return credential?.userID == userID
        } catch {
            return false
        }
    }

    /// The access token a subscribe shows, trimmed.
    static func token(_ message: NightscoutJSON?) -> String? {
        message?.objectValue?["accessToken"]?.stringValue?.trimmingCharacters(in: .whitespaces)
    }

    static func refused(_ message: String = refusal) -> [NightscoutJSON] {
        [.object(["success": .bool(false), "message": .string(message)])]
    }
}
