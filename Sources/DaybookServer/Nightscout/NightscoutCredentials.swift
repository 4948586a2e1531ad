import DaybookApp
import Foundation
import Vapor

/// The handle in a user's Nightscout URL and the API secret clients send as its SHA-1.
enum NightscoutCredentials {
    /// 18 random bytes → 24 URL-safe characters: not guessable, not the email.
    static func newHandle() -> String { urlSafe(count: 18) }

    /// 18 random bytes → 24 characters (Nightscout wants API secrets of at least 12).
    static func newSecret() -> String { urlSafe(count: 18) }

    /// What clients send in `api-secret`: the lowercase SHA-1 hex of the secret.
    static func sha1Hex(_ secret: String) -> String {
        NightscoutAccount.digest(of: secret)
    }

    /// 40 hex digits: a SHA-1 as clients send it, not a secret itself.
    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 40 && text.allSatisfy(\.isHexDigit)
    }

    /// The client sent the secret's SHA-1 (or the secret itself, as some clients do), compared in constant time.
    static func accepts(_ sent: String, secret: String) -> Bool {
        let candidate = sent.trimmingCharacters(in: .whitespaces)
        return constantTimeEqual(candidate.lowercased(), sha1Hex(secret)) || constantTimeEqual(candidate, secret)
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for index in 0..<max(x.count, y.count) {
            difference |= (index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0)
        }
        return difference == 0
    }

    private static func urlSafe(count: Int) -> String {
        Data([UInt8].random(count: count)).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
