import Vapor

/// Bearer tokens: 32 random bytes shown once; the database keeps only their SHA-256.
enum TokenDigest {
    static func newToken() -> String {
        let bytes = [UInt8].random(count: 32)
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).hex
    }
}
