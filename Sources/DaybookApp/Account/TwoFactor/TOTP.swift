import Crypto
import DaybookCore
import Foundation

/// RFC 6238 codes: HMAC-SHA1 of the time step, as every authenticator app computes them.
public enum TOTP {
    public static func code(secret: [UInt8], step: Int64) -> String {
        let mac = HMAC<Insecure.SHA1>.authenticationCode(for: TwoFactorRules.counterBytes(step), using: SymmetricKey(data: secret))
        return TwoFactorRules.code(fromHMAC: Array(mac))
    }

    /// The step within the window around `time` whose code `typed` is, or nil.
    static func matchingStep(_ typed: String, secret: [UInt8], at time: Date) -> Int64? {
        TwoFactorRules.steps(around: time).first { step in
            let expected = code(secret: secret, step: step)
            // Constant time over the six digits.
            return zip(expected.utf8, typed.utf8).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0 && typed.utf8.count == expected.utf8.count
        }
    }
}
