import Crypto
import Foundation
import Vapor

/// The short-lived bearer a Nightscout access token is exchanged for (`/api/v2/authorization/request`):
/// an HS256 JWT as Nightscout issues, carrying the token's id (never the token itself), so revoking
/// the token ends its JWTs at once.
struct NightscoutJWT: Sendable {
    let key: SymmetricKey
    /// Nightscout's own JWTs last 8 hours; clients ask for a new one before that.
    static let lifetime: TimeInterval = 8 * 3600

    struct Claims: Codable, Sendable {
        var accessToken: String
        var iat: Int
        var exp: Int
    }

    func make(tokenID: UUID, now: Date) throws -> (jwt: String, claims: Claims) {
        let issued = Int(now.timeIntervalSince1970)
        let claims = Claims(accessToken: tokenID.uuidString.lowercased(), iat: issued, exp: issued + Int(Self.lifetime))
        let header = Self.base64URL(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let payload = Self.base64URL(try encoder.encode(claims))
        let signature = Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: Data("\(header).\(payload)".utf8), using: key)))
        return ("\(header).\(payload).\(signature)", claims)
    }

    /// The token id of a JWT this server signed and that has not expired; nil otherwise.
    func verify(_ jwt: String, now: Date) -> UUID? {
        let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let signature = Self.data(base64URL: String(parts[2])),
              HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data("\(parts[0]).\(parts[1])".utf8), using: key),
              let header = Self.data(base64URL: String(parts[0])),
              (try? JSONSerialization.jsonObject(with: header) as? [String: Any])?["alg"] as? String == "HS256",
              let payload = Self.data(base64URL: String(parts[1])),
              let claims = try? JSONDecoder().decode(Claims.self, from: payload),
              Double(claims.exp) > now.timeIntervalSince1970
        else { return nil }
        return UUID(uuidString: claims.accessToken)
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func data(base64URL text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}

extension Application {
    /// The signer of Nightscout JWTs, its key derived from the server's key (the same on every instance).
    func nightscoutJWT() throws -> NightscoutJWT {
        NightscoutJWT(key: try secretSeal().derivedKey(for: "nightscout-jwt"))
    }
}
