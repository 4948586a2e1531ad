import DaybookApp
import DaybookCore
import DaybookFormats
import Vapor

/// The user a Nightscout request acts for, found by the handle in the URL and the API secret.
struct NightscoutOwner: Sendable {
    let userID: UUID
    let displayName: String
    let preferences: Preferences
    let role: NightscoutRole
    /// The access token's name (API v3 stamps it on what it writes); nil for the API secret.
    let subject: String?

    var person: Person { Person(id: userID, preferences: preferences) }
}

/// Nothing under `/nightscout/{handle}/api/…` (or the root's Nightscout paths) is readable without a
/// credential: the secret (`api-secret`, its SHA-1, or `?token=`), an access token with a role, or a
/// JWT made from one. A wrong handle and a wrong secret get the same 401, as Nightscout words it.
/// Wrong ones (a secret sent that does not open the handle; a missing one guesses nothing) are counted
/// per client address: past `DAYBOOK_NIGHTSCOUT_LIMIT`, 429 until the window moves on.
struct NightscoutAuth: AsyncMiddleware {
    /// API v1 refuses every write of a follower's token here; API v3 checks each permission itself
    /// and answers 403 naming it.
    var refusesFollowerWrites = true

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let rule = request.application.daybook.config.nightscoutThrottle
        let throttle = Throttle(kind: "nightscout", rule: rule, request: request, what: "wrong Nightscout secrets")
        let subjects = request.clientSubject
        for subject in subjects where try await throttle.count(subject) >= rule.limit {
            return try Self.tooMany(retryAfter: Int(rule.window))
        }
        let sent = Self.sentSecret(request)
        let bearer = request.headers.bearerAuthorization?.token
        guard sent != nil || bearer != nil, let credential = try await Self.credential(secret: sent, bearer: bearer, request),
              let user = try await Accounts(request.useCases).find(id: credential.userID)
        else {
            guard sent != nil || bearer != nil else { return try Self.unauthorized() }
            do {
                try await throttle.attempt(subjects)
            } catch let error as APIError where error.status == .tooManyRequests {
                return try Self.tooMany(retryAfter: Int(rule.window))
            }
            return try Self.unauthorized()
        }
        // A follower's token reads; writing takes an uploader's (or the secret).
        guard !refusesFollowerWrites || request.method == .GET || request.method == .HEAD || credential.role.canWrite else {
            return try Self.unauthorized()
        }
        request.storage[OwnerKey.self] = NightscoutOwner(userID: credential.userID, displayName: user.displayName, preferences: user.preferences,
                                                         role: credential.role, subject: credential.subject)
        return try await next.respond(to: request)
    }

    /// Who the request acts for and with which role: the API secret is the admin; an access token
    /// (`?token=`, `api-secret: token=…`) or a JWT made from one (`Authorization: Bearer`) has its own
    /// role. Under `/nightscout/{handle}` the credential must be that person's.
    struct Credential {
        let userID: UUID
        let role: NightscoutRole
        let subject: String?
    }

    static func credential(secret sent: String?, bearer: String?, _ request: Request) async throws -> Credential? {
        try await credential(secret: sent, bearer: bearer, handle: request.parameters.get("handle"), request)
    }

    /// The same for a credential that names its endpoint elsewhere than in the path (a Socket.IO
    /// namespace `/nightscout/{handle}/storage`): nil `handle` is the server's root.
    static func credential(secret sent: String?, bearer: String?, handle: String?, _ request: Request) async throws -> Credential? {
        try await credential(secret: sent, bearer: bearer, handle: handle, useCases: request.useCases,
                             jwt: request.application.nightscoutJWT(), now: request.clock.now())
    }

    /// The same outside a request (a Socket.IO subscription checking its credential again).
    static func credential(secret sent: String?, bearer: String?, handle: String?, useCases: UseCaseContext, jwt: NightscoutJWT,
                           now: Date) async throws -> Credential? {
        let handleOwner: UUID?
        if let handle {
            guard let account = try await NightscoutAccounts(useCases).find(handle: handle) else { return nil }
            handleOwner = account.userID
        } else {
            handleOwner = nil
        }
        func mine(_ userID: UUID, _ role: NightscoutRole, _ subject: String?) -> Credential? {
            handleOwner.map { $0 == userID } ?? true ? Credential(userID: userID, role: role, subject: subject) : nil
        }
        let tokens = NightscoutTokens(useCases)
        if let bearer, let id = jwt.verify(bearer, now: now),
           let token = try await tokens.find(id: id), let role = token.role {
            return mine(token.userID, role, token.name)
        }
        guard let sent else { return nil }
        if let account = try await Self.account(for: sent, handle: handle, useCases) { return mine(account.userID, .admin, nil) }
        if let token = try await tokens.find(token: sent.trimmingCharacters(in: .whitespaces)), let role = token.role {
            return mine(token.userID, role, token.name)
        }
        return nil
    }

    /// `api-secret` (some clients prefix it with `token=`, as Nightscout's token header), else `?token=`.
    static func sentSecret(_ request: Request) -> String? {
        guard let header = request.headers.first(name: "api-secret") else { return try? request.query.get(String.self, at: "token") }
        return header.hasPrefix("token=") ? String(header.dropFirst(6)) : header
    }

    /// Under `/nightscout/{handle}` the handle names the person and the secret must open it; at the
    /// server's root (clients that take only a host) the secret alone finds its person.
    static func account(for sent: String, handle: String?, _ useCases: UseCaseContext) async throws -> NightscoutAccount? {
        let accounts = NightscoutAccounts(useCases)
        if let handle {
            guard let account = try await accounts.find(handle: handle),
                  NightscoutCredentials.accepts(sent, secret: account.secret) else { return nil }
            return account
        }
        let candidate = sent.trimmingCharacters(in: .whitespaces)
        let digest = NightscoutCredentials.isDigest(candidate) ? candidate.lowercased() : NightscoutCredentials.sha1Hex(candidate)
        guard let account = try await accounts.find(secretDigest: digest),
              NightscoutCredentials.accepts(sent, secret: account.secret) else { return nil }
        return account
    }

    static func unauthorized() throws -> Response {
        let body: [String: NightscoutJSON] = [
            "status": .integer(401), "message": .string("Unauthorized"),
            "description": .string("Invalid/Missing API secret or token"),
        ]
        return try NightscoutResponse.json(body, status: .unauthorized)
    }

    static func tooMany(retryAfter seconds: Int) throws -> Response {
        let body: [String: NightscoutJSON] = [
            "status": .integer(429), "message": .string("Too Many Requests"),
            "description": .string("Too many wrong API secrets from this address; try again later"),
        ]
        let response = try NightscoutResponse.json(body, status: .tooManyRequests)
        response.headers.replaceOrAdd(name: .retryAfter, value: String(seconds))
        return response
    }

    struct OwnerKey: StorageKey {
        typealias Value = NightscoutOwner
    }
}

extension Request {
    func nightscoutOwner() throws -> NightscoutOwner {
        guard let owner = storage[NightscoutAuth.OwnerKey.self] else { throw APIError.unauthorized }
        return owner
    }
}
