/// Reads a pattern in JavaScript's syntax (as `new RegExp(text)` does, without flags) into a tree.
/// What needs backtracking is refused by name rather than run.
struct PatternParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// Counted repetitions past this are refused: they only make the program longer.
    static let largestCount = 1_000

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func parse(_ text: String) throws(PatternRefusal) -> PatternNode {
        var parser = PatternParser(text)
        let node = try parser.choice()
        guard parser.position == parser.scalars.count else { throw .malformed("unmatched )") }
        return node
    }

    private var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard next == scalar else { return false }
        position += 1
        return true
    }

    private mutating func choice() throws(PatternRefusal) -> PatternNode {
        var branches = [try sequence()]
        while take("|") { branches.append(try sequence()) }
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    private mutating func sequence() throws(PatternRefusal) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            let atom = try self.atom()
            items.append(try quantified(atom))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func quantified(_ atom: PatternNode) throws(PatternRefusal) -> PatternNode {
        var node = atom
        while let bounds = try quantifier() {
            switch node {
            case .lineStart, .lineEnd, .wordBoundary: throw .malformed("nothing to repeat")
            default: break
            }
            // JavaScript repeats `()` or `(^)` as often as asked, to match nothing each time.
            if node.matchesOnlyEmpty { throw .unsupported("a repeated empty group") }
            node = .repeated(node, min: bounds.min, max: bounds.max)
            // A lazy quantifier finds the same matches; whether one exists is all a search asks.
            _ = take("?")
        }
        return node
    }

    private mutating func quantifier() throws(PatternRefusal) -> (min: Int, max: Int?)? {
        if take("*") { return (0, nil) }
        if take("+") { return (1, nil) }
        if take("?") { return (0, 1) }
        guard next == "{" else { return nil }
        let start = position
        position += 1
        guard let low = number() else {
            position = start  // `{` that starts no count is a literal, as browsers read it.
            return nil
        }
        var high: Int? = low
        if take(",") { high = number() }
        guard take("}") else {
            position = start
            return nil
        }
        if let high, high < low { throw .malformed("numbers out of order in {} quantifier") }
        guard low <= Self.largestCount, (high ?? 0) <= Self.largestCount else {
            throw .unsupported("a count above \(Self.largestCount)")
        }
        return (low, high)
    }

    private mutating func number() -> Int? {
        var digits = ""
        while let scalar = next, ("0"..."9").contains(scalar), digits.count < 9 {
            digits.unicodeScalars.append(scalar)
            position += 1
        }
        return Int(digits)
    }

    private mutating func atom() throws(PatternRefusal) -> PatternNode {
        guard let scalar = next else { throw .malformed("unexpected end") }
        position += 1
        switch scalar {
        case "(": return try group()
        case "[": return .set(try bracketClass())
        case ".": return .set(.anyButLineTerminator)
        case "^": return .lineStart
        case "$": return .lineEnd
        case "*", "+", "?": throw .malformed("nothing to repeat")
        case "\\": return try escape()
        default: return .scalar(scalar)
        }
    }

    private mutating func group() throws(PatternRefusal) -> PatternNode {
        if take("?") {
            if take(":") {
                // A group that only groups.
            } else if take("<") {
                if next == "=" || next == "!" { throw .unsupported("look-behind") }
                while let scalar = next, scalar != ">" { position += 1 }
                guard take(">") else { throw .malformed("unterminated group name") }
            } else if next == "=" || next == "!" {
                throw .unsupported("look-ahead")
            } else {
                throw .malformed("invalid group")
            }
        }
        let inner = try choice()
        guard take(")") else { throw .malformed("unterminated group") }
        return inner
    }

    private mutating func escape() throws(PatternRefusal) -> PatternNode {
        guard let scalar = next else { throw .malformed("\\ at end of pattern") }
        position += 1
        switch scalar {
        case "b": return .wordBoundary(negated: false)
        case "B": return .wordBoundary(negated: true)
        case "1"..."9", "k": throw .unsupported("back-references")
        default:
            if let set = Self.classEscape(scalar) { return .set(set) }
            return .scalar(try escapedScalar(scalar))
        }
    }

    private static func classEscape(_ scalar: Unicode.Scalar) -> PatternCharacterSet? {
        switch scalar {
        case "d": .digits
        case "D": PatternCharacterSet.digits.inverted
        case "w": .wordCharacters
        case "W": PatternCharacterSet.wordCharacters.inverted
        case "s": .whiteSpace
        case "S": PatternCharacterSet.whiteSpace.inverted
        default: nil
        }
    }

    /// The scalar an escape such as `\n`, `\x41` or `\u00e9` stands for; any other escaped scalar is itself.
    private mutating func escapedScalar(_ scalar: Unicode.Scalar) throws(PatternRefusal) -> Unicode.Scalar {
        switch scalar {
        case "t": return "\t"
        case "n": return "\n"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0": return "\0"
        case "x": return try hexScalar(digits: 2)
        case "u": return try hexScalar(digits: 4)
        default: return scalar
        }
    }

    private mutating func hexScalar(digits: Int) throws(PatternRefusal) -> Unicode.Scalar {
        guard position + digits <= scalars.count else { throw .malformed("incomplete hexadecimal escape") }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[position..<position + digits])
        guard let value = UInt32(text, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw .malformed("invalid hexadecimal escape")
        }
        position += digits
        return scalar
    }

    /// `[...]` after its `[`: single scalars, ranges `a-z` and class escapes; `[]` matches nothing
    /// and `[^]` anything, as in JavaScript.
    private mutating func bracketClass() throws(PatternRefusal) -> PatternCharacterSet {
        let negated = take("^")
        var ranges: [ClosedRange<UInt32>] = []
        while true {
            guard let scalar = next else { throw .malformed("unterminated character class") }
            position += 1
            if scalar == "]" { break }
            var low: UInt32
            if scalar == "\\" {
                guard let escaped = next else { throw .malformed("unterminated character class") }
                position += 1
                if let set = Self.classEscape(escaped) {
                    ranges += set.negated ? Self.complement(set.ranges) : set.ranges
                    continue
                }
                low = escaped == "b" ? 8 : try escapedScalar(escaped).value
            } else {
                low = scalar.value
            }
            if next == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                position += 1
                guard let upperScalar = next else { throw .malformed("unterminated character class") }
                position += 1
                var high = upperScalar.value
                if upperScalar == "\\" {
                    guard let escaped = next else { throw .malformed("unterminated character class") }
                    position += 1
                    guard Self.classEscape(escaped) == nil else { throw .malformed("invalid range in character class") }
                    high = escaped == "b" ? 8 : try escapedScalar(escaped).value
                }
                guard low <= high else { throw .malformed("range out of order in character class") }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        return PatternCharacterSet(ranges, negated: negated)
    }

    private static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var start: UInt32 = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > start { result.append(start...(range.lowerBound - 1)) }
            start = max(start, range.upperBound + 1)
        }
        if start <= 0x10FFFF { result.append(start...0x10FFFF) }
        return result
    }
}
