import DaybookCore
import Foundation

/// A `$regex` as Nightscout clients send it, in a subset that is matched in linear time: literal
/// text, `.`, classes (`[a-z]`, `[^0-9]`, `\d`, `\w`, `\s`), the quantifiers `*`, `+` and `?` on one of
/// those, and the anchors `^` and `$`. No groups, alternation or counted repetition: those are what
/// let a backtracking engine run for ever, and clients' patterns (`^Sensor`, `Bolus$`) need none.
/// Matching walks the text once with the set of pattern positions reached (a Thompson simulation).
public struct NightscoutPattern: Sendable, Equatable {
    public static let maximumLength = 200
    public static let supported = "literal text, ., [...] classes, \\d \\w \\s, the quantifiers * + ? and the anchors ^ $ (no groups, alternation or {n,m})"

    enum Atom: Sendable, Equatable {
        case character(Character)
        case any
        case set(CharacterSet, negated: Bool)

        func matches(_ character: Character, ignoringCase: Bool) -> Bool {
            if test(character) { return true }
            guard ignoringCase else { return false }
            let lower = Character(character.lowercased()), upper = Character(character.uppercased())
            return (lower != character && test(lower)) || (upper != character && test(upper))
        }

        private func test(_ character: Character) -> Bool {
            switch self {
            case .character(let wanted): return character == wanted
            case .any: return !character.isNewline
            case .set(let set, let negated):
                let inside = character.unicodeScalars.count == 1 && character.unicodeScalars.allSatisfy(set.contains)
                return inside != negated
            }
        }
    }

    enum Repeat: Sendable, Equatable { case once, optional, any }

    struct Piece: Sendable, Equatable {
        var atom: Atom
        var repeats: Repeat
    }

    let pieces: [Piece]
    let anchoredStart: Bool
    let anchoredEnd: Bool
    let ignoringCase: Bool
    public let source: String

    /// `options` as Mongo's `$options`: only `i` (ignore case) is supported.
    public init(_ source: String, options: String = "") throws(PatternError) {
        guard source.count <= Self.maximumLength else { throw .tooLong }
        guard options.allSatisfy({ $0 == "i" }) else { throw .unsupportedOptions }
        var characters = Array(source)[...]
        anchoredStart = characters.first == "^"
        if anchoredStart { characters = characters.dropFirst() }
        anchoredEnd = characters.last == "$" && !Self.isEscaped(characters, at: characters.endIndex - 1)
        if anchoredEnd { characters = characters.dropLast() }
        var pieces: [Piece] = []
        while let next = characters.first {
            characters = characters.dropFirst()
            let atom: Atom
            switch next {
            case ".": atom = .any
            case "\\": atom = try Self.escaped(&characters)
            case "[": atom = try Self.characterClass(&characters)
            case "*", "+", "?", "{", "}", "(", ")", "|", "^", "$", "]": throw .unsupported(next)
            default: atom = .character(next)
            }
            switch characters.first {
            case "*": pieces.append(Piece(atom: atom, repeats: .any)); characters = characters.dropFirst()
            case "+": pieces += [Piece(atom: atom, repeats: .once), Piece(atom: atom, repeats: .any)]; characters = characters.dropFirst()
            case "?": pieces.append(Piece(atom: atom, repeats: .optional)); characters = characters.dropFirst()
            default: pieces.append(Piece(atom: atom, repeats: .once))
            }
            if let after = characters.first, "*+?{".contains(after) { throw .unsupported(after) }
        }
        self.pieces = pieces
        self.ignoringCase = options.contains("i")
        self.source = source
    }

    /// Somewhere in `text` (anywhere, unless anchored), as Mongo's `$regex` finds it.
    public func matches(_ text: String) -> Bool {
        var reached = Array(repeating: false, count: pieces.count + 1)
        if closing(&reached, from: 0) { return true }
        for character in text {
            var next = Array(repeating: false, count: pieces.count + 1)
            var accepted = false
            for (index, piece) in pieces.enumerated() where reached[index] && piece.atom.matches(character, ignoringCase: ignoringCase) {
                accepted = closing(&next, from: piece.repeats == .any ? index : index + 1) || accepted
            }
            if !anchoredStart { accepted = closing(&next, from: 0) || accepted }
            if accepted, !anchoredEnd { return true }
            reached = next
        }
        return reached[pieces.count]
    }

    /// Marks `index` and every position reachable from it without reading a character; true when
    /// the pattern's end is among them and nothing more has to follow.
    private func closing(_ reached: inout [Bool], from index: Int) -> Bool {
        var position = index
        while position < pieces.count {
            reached[position] = true
            guard pieces[position].repeats != .once else { return false }
            position += 1
        }
        reached[pieces.count] = true
        return !anchoredEnd
    }

    private static func isEscaped(_ characters: ArraySlice<Character>, at index: Int) -> Bool {
        var backslashes = 0
        var position = index - 1
        while position >= characters.startIndex, characters[position] == "\\" { backslashes += 1; position -= 1 }
        return backslashes % 2 == 1
    }

    private static func escaped(_ characters: inout ArraySlice<Character>) throws(PatternError) -> Atom {
        guard let next = characters.first else { throw .unsupported("\\") }
        characters = characters.dropFirst()
        switch next {
        case "d": return .set(.decimalDigits, negated: false)
        case "D": return .set(.decimalDigits, negated: true)
        case "w": return .set(wordCharacters, negated: false)
        case "W": return .set(wordCharacters, negated: true)
        case "s": return .set(.whitespacesAndNewlines, negated: false)
        case "S": return .set(.whitespacesAndNewlines, negated: true)
        case "n": return .character("\n")
        case "t": return .character("\t")
        default:
            // Escaped punctuation is itself; an escaped letter or digit would be a feature we lack (\b, \1).
            guard !next.isLetter, !next.isNumber else { throw .unsupported(next) }
            return .character(next)
        }
    }

    /// `[abc]`, `[a-z0-9_]`, `[^…]`, with `\` escapes inside.
    private static func characterClass(_ characters: inout ArraySlice<Character>) throws(PatternError) -> Atom {
        var set = CharacterSet()
        let negated = characters.first == "^"
        if negated { characters = characters.dropFirst() }
        var first = true
        while let next = characters.first {
            characters = characters.dropFirst()
            if next == "]", !first { return .set(set, negated: negated) }
            first = false
            var low = next
            if next == "\\" {
                guard let escapedCharacter = characters.first else { break }
                characters = characters.dropFirst()
                switch escapedCharacter {
                case "d": set.formUnion(.decimalDigits); continue
                case "w": set.formUnion(wordCharacters); continue
                case "s": set.formUnion(.whitespacesAndNewlines); continue
                default: low = escapedCharacter
                }
            }
            guard let lowScalar = low.unicodeScalars.first, low.unicodeScalars.count == 1 else { throw .unsupported(low) }
            if characters.first == "-", characters.dropFirst().first.map({ $0 != "]" }) == true {
                characters = characters.dropFirst()
                guard let high = characters.first, let highScalar = high.unicodeScalars.first, high.unicodeScalars.count == 1,
                      lowScalar <= highScalar else { throw .unsupported("-") }
                characters = characters.dropFirst()
                set.insert(charactersIn: lowScalar...highScalar)
            } else {
                set.insert(lowScalar)
            }
        }
        throw .unsupported("[")
    }

    private static let wordCharacters: CharacterSet = {
        var set = CharacterSet(charactersIn: "_")
        set.insert(charactersIn: "a"..."z")
        set.insert(charactersIn: "A"..."Z")
        set.insert(charactersIn: "0"..."9")
        return set
    }()

    public enum PatternError: Error, Sendable, Equatable {
        case tooLong
        case unsupportedOptions
        case unsupported(Character)

        public var message: String {
            switch self {
            case .tooLong: "is longer than \(NightscoutPattern.maximumLength) characters"
            case .unsupportedOptions: "supports only the option i (ignore case)"
            case .unsupported(let character): "uses \(character) the way Daybook does not match; it supports \(NightscoutPattern.supported)"
            }
        }
    }
}
