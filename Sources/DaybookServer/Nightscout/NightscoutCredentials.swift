import DaybookApp
import Foundation
import Vapor

/// The handle in a user's Nightscout URL and the API secret clients send as its SHA-1.
enum NightscoutCredentials {
    /// 16 random bytes → 32 lowercase hex digits: not guessable, not the email, and unchanged by
    /// clients that lowercase the address they were given (AndroidAPS does).
    static func newHandle() -> String { [UInt8].random(count: 16).map { String($0, radix: 16).leftPadded(to: 2) }.joined() }

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

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
