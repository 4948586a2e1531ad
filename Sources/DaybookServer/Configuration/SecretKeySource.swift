import Foundation

/// Where the server's 256-bit key for sealed secrets (two-factor secrets) comes from:
/// `DAYBOOK_SECRET_KEY` (base64), or a key file (`DAYBOOK_SECRET_KEY_FILE`, by default `daybook.key`
/// in the working folder) that the server creates, readable by its user only, the first time it
/// needs one. Keep it with the database's backups: without it two-factor secrets cannot be read,
/// and their owners log in with a recovery code.
public enum SecretKeySource: Sendable, Equatable {
    case value(Data)
    case file(String)

    public static let defaultFile = "daybook.key"

    init(environment: [String: String]) throws(ConfigurationError) {
        if let text = environment["DAYBOOK_SECRET_KEY"], !text.isEmpty {
            guard let key = Data(base64Encoded: text), key.count == 32 else {
                throw ConfigurationError("DAYBOOK_SECRET_KEY must be 32 bytes in base64 (e.g. from `openssl rand -base64 32`)")
            }
            self = .value(key)
        } else {
            self = .file(environment["DAYBOOK_SECRET_KEY_FILE"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultFile)
        }
    }

    /// The key; a missing key file is created (mode 0600) with a new random key.
    func load(newKey: () -> Data) throws -> Data {
        switch self {
        case .value(let key):
            return key
        case .file(let path):
            if let data = FileManager.default.contents(atPath: path) {
                guard let key = Data(base64Encoded: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
                      key.count == 32
                else { throw ConfigurationError("\(path) holds no 32-byte key in base64") }
                return key
            }
            let key = newKey()
            guard FileManager.default.createFile(atPath: path, contents: Data((key.base64EncodedString() + "\n").utf8),
                                                 attributes: [.posixPermissions: 0o600])
            else { throw ConfigurationError("the key file \(path) cannot be created") }
            return key
        }
    }
}
