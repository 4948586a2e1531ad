import Foundation

/// Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA1, six digits, a
/// new code every 30 seconds. A code of the step before or after is accepted too (clocks drift, people
/// type slowly); a step once used is never accepted again.
public enum TwoFactorRules {
    public static let stepSeconds: Int64 = 30
    public static let digits = 6
    public static let window: Int64 = 1
    /// 160 bits, the size RFC 4226 recommends.
    public static let secretBytes = 20
    public static let issuer = "Daybook"

    public static func step(at time: Date) -> Int64 {
        Int64((time.timeIntervalSince1970 / Double(stepSeconds)).rounded(.down))
    }

    /// The steps a code may belong to at `time`, newest last.
    public static func steps(around time: Date) -> ClosedRange<Int64> {
        let now = step(at: time)
        return (now - window)...(now + window)
    }

    /// Six digits as typed (spaces forgiven), or nil.
    public static func typedCode(_ text: String) -> String? {
        let digitsOnly = text.filter { $0 != " " && $0 != "-" }
        guard digitsOnly.count == digits, digitsOnly.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return digitsOnly
    }

    /// The code of `step` from an HMAC-SHA1 of the step's 8 big-endian bytes (dynamic truncation).
    public static func code(fromHMAC mac: [UInt8]) -> String {
        let offset = Int(mac[mac.count - 1] & 0x0f)
        let number = (UInt32(mac[offset] & 0x7f) << 24 | UInt32(mac[offset + 1]) << 16
                      | UInt32(mac[offset + 2]) << 8 | UInt32(mac[offset + 3])) % 1_000_000
        let text = String(number)
        return String(repeating: "0", count: digits - text.count) + text
    }

    public static func counterBytes(_ step: Int64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: step) >> (56 - 8 * UInt64($0))) }
    }

    /// `otpauth://totp/Daybook:ada%40example.org?secret=…&issuer=Daybook`: what the QR code holds.
    public static func provisioningURI(secret: [UInt8], account: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let label = "\(issuer):\(account)".addingPercentEncoding(withAllowedCharacters: allowed.union(CharacterSet(charactersIn: ":"))) ?? issuer
        return "otpauth://totp/\(label)?secret=\(Base32.encode(secret))&issuer=\(issuer)&algorithm=SHA1&digits=\(digits)&period=\(stepSeconds)"
    }
}
