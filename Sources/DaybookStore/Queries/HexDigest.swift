import Crypto
import Foundation

/// How codes and keys that must not be stored are kept: their SHA-256, in hex.
enum HexDigest {
    static func sha256(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
