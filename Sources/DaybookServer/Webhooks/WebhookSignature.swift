import Crypto
import Foundation

/// `X-Daybook-Signature: sha256=<hex>`: HMAC-SHA256 of the exact body bytes with the user's
/// secret, so a receiver can check the POST came from this server (the scheme GitHub uses).
enum WebhookSignature {
    static let header = "X-Daybook-Signature"

    static func sign(_ body: Data, secret: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(secret.utf8)))
        return "sha256=" + code.map { String(format: "%02x", $0) }.joined()
    }
}
