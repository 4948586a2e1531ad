import Foundation

/// The one-time code an owner hands to the person a share is for, who enters it to accept the
/// share. A share is bound to whoever accepts with the code, never to an email address alone:
/// registering the invited address gives nothing without it.
///
/// Sixteen characters of Crockford's base32 (80 random bits), shown in groups of four. Typed codes
/// forgive case, spaces, dashes and the letters people confuse with digits (O, I, L).
public struct ShareInvitationCode: Sendable, Equatable, CustomStringConvertible {
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    static let length = 16

    /// The canonical form: sixteen upper-case characters of the alphabet, no separators.
    public let value: String

    /// How long an invitation can wait to be accepted.
    public static let lifetime: TimeInterval = 14 * 24 * 60 * 60

    public static func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> ShareInvitationCode {
        let characters = (0..<length).map { _ in alphabet[Int(generator.next(upperBound: UInt8(alphabet.count)))] }
        return ShareInvitationCode(canonical: String(characters))
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
        var characters: [Character] = []
        for character in text.uppercased() {
            switch character {
            case " ", "-", "\t": continue
            case "O": characters.append("0")
            case "I", "L": characters.append("1")
            default:
                guard Self.alphabet.contains(character) else { return nil }
                characters.append(character)
            }
        }
        guard characters.count == Self.length else { return nil }
        value = String(characters)
    }

    /// `ABCD-EFGH-JKMN-PQRS`: easier to read out and to type.
    public var description: String {
        stride(from: 0, to: value.count, by: 4).map { start in
            let from = value.index(value.startIndex, offsetBy: start)
            return String(value[from..<value.index(from, offsetBy: 4)])
        }.joined(separator: "-")
    }
}
