/// A one-time recovery code of two-factor log-in: ten of them are shown once when it is turned on,
/// each logs in once in place of an authenticator code. Ten characters of Crockford's base32 (50
/// bits), shown as two groups of five.
public struct RecoveryCode: Sendable, Hashable, CustomStringConvertible {
    static let length = 10
    public static let count = 10

    public let value: String

    public static func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> RecoveryCode {
        RecoveryCode(canonical: CrockfordCode.random(length: length, using: &generator))
    }

    public static func randomSet() -> [RecoveryCode] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in random(using: &generator) }
    }

    private init(canonical: String) {
        value = canonical
    }

    public init?(typed text: String) {
        guard let canonical = CrockfordCode.canonical(text, length: Self.length) else { return nil }
        value = canonical
    }

    public var description: String {
        CrockfordCode.grouped(value, by: 5)
    }
}
