import Crypto
import Foundation

/// Seals secrets the server must read back (two-factor secrets) with AES-GCM under the server's
/// 256-bit key, so a copy of the database alone does not hold them.
public struct SecretSeal: Sendable {
    public struct Unreadable: Error, CustomStringConvertible {
        public var description: String { "a sealed secret cannot be opened with this server's key" }
    }

    let key: SymmetricKey

    public init(key: Data) {
        self.key = SymmetricKey(data: key)
    }

    init(key: SymmetricKey) {
        self.key = key
    }

    public static func newKey() -> Data {
        SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
    }

    public func seal(_ secret: [UInt8]) throws -> String {
        try sealed(Data(secret)).base64EncodedString()
    }

    public func open(_ sealed: String) throws -> [UInt8] {
        guard let data = Data(base64Encoded: sealed) else { throw Unreadable() }
        return [UInt8](try opened(data))
    }

    /// Sealed as bytes (nonce, ciphertext and tag): for larger values kept as bytes.
    func sealed(_ plain: Data) throws -> Data {
        guard let combined = try AES.GCM.seal(plain, using: key).combined else { throw Unreadable() }
        return combined
    }

    func opened(_ sealed: Data) throws -> Data {
        do {
            return try AES.GCM.open(try AES.GCM.SealedBox(combined: sealed), using: key)
        } catch {
            throw Unreadable()
        }
    }

    /// A key of its own for another use of the server's key (signing Nightscout JWTs): derived, so
    /// the sealing key itself is used for nothing else.
    public func derivedKey(for purpose: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: Data(purpose.utf8), outputByteCount: 32)
    }

    /// A seal of its own for another kind of sealed value, under a key derived for that purpose.
    func derived(for purpose: String) -> SecretSeal {
        SecretSeal(key: derivedKey(for: purpose))
    }
}
