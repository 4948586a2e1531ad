import Foundation

/// The one-time code an owner hands to the person a share is for, who enters it to accept the
/// share. A share is bound to whoever accepts with the code, never to an email address alone:
/// registering the invited address gives nothing without it.
///
/// Sixteen characters of Crockford's base32 (80 random bits), shown in groups of four.
public struct ShareInvitationCode: Sendable, Equatable, CustomStringConvertible {
    static let length = 16

    /// The canonical form: sixteen upper-case characters, no separators.
    public let value: String

    /// How long an invitation can wait to be accepted.
    public static let lifetime: TimeInterval = 14 * 24 * 60 * 60

    public static func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> ShareInvitationCode {
        ShareInvitationCode(canonical: CrockfordCode.random(length: length, using: &generator))
    }

    public static func random() -> ShareInvitationCode {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    private init(canonical: String) {
        value = canonical
    }

    /// A code as a person typed or pasted it; nil when it cannot be one.
    public init?(typed text: String) {
        guard let canonical = CrockfordCode.canonical(text, length: Self.length) else { return nil }
        value = canonical
    }

    /// `ABCD-EFGH-JKMN-PQRS`: easier to read out and to type.
    public var description: String {
        CrockfordCode.grouped(value, by: 4)
    }
}
