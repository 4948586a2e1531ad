import Crypto
import Foundation

/// A write a person sent with an idempotency key: whose it is, the key, and what it asked for. A
/// repeat of the key must ask for the same (method, target with its query, body) to be answered as
/// the first was.
public struct KeyedWrite: Sendable {
    public var userID: UUID
    public var key: String
    public var method: String
    /// The path with its query, as sent.
    public var target: String
    public var body: Data

    public init(userID: UUID, key: String, method: String, target: String, body: Data) {
        self.userID = userID
        self.key = key
        self.method = method
        self.target = target
        self.body = body
    }

    /// What the write asked for, as an HMAC under the server's key: equal for equal writes, and no
    /// help to anyone holding a copy of the table in guessing a body (a password change's, say).
    func fingerprint(using key: SymmetricKey) -> String {
        var message = Data()
        // Each part led by its length, so that no two different writes run together into one message.
        for part in [Data(method.utf8), Data(target.utf8), body] {
            message.append(Data("\(part.count):".utf8))
            message.append(part)
        }
        return HMAC<SHA256>.authenticationCode(for: message, using: key).map { String(format: "%02x", $0) }.joined()
    }
}
