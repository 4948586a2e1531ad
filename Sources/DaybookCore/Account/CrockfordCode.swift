/// Codes people read out and type: random characters of Crockford's base32 (no I, L, O, U), shown in
/// groups, read back forgiving case, spaces, dashes and the letters confused with digits.
public enum CrockfordCode {
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// `length` random characters, 5 bits each.
    public static func random<Generator: RandomNumberGenerator>(length: Int, using generator: inout Generator) -> String {
        String((0..<length).map { _ in alphabet[Int(generator.next(upperBound: UInt8(alphabet.count)))] })
    }

    /// The canonical form of what a person typed, or nil when it cannot be a code of `length`.
    public static func canonical(_ typed: String, length: Int) -> String? {
        var characters: [Character] = []
        for character in typed.uppercased() {
            switch character {
            case " ", "-", "\t": continue
            case "O": characters.append("0")
            case "I", "L": characters.append("1")
            default:
                guard alphabet.contains(character) else { return nil }
                characters.append(character)
            }
        }
        return characters.count == length ? String(characters) : nil
    }

    /// `ABCD-EFGH-…`: groups of `size`.
    public static func grouped(_ value: String, by size: Int) -> String {
        stride(from: 0, to: value.count, by: size).map { start in
            let from = value.index(value.startIndex, offsetBy: start)
            return String(value[from..<value.index(from, offsetBy: min(size, value.count - start))])
        }.joined(separator: "-")
    }
}
