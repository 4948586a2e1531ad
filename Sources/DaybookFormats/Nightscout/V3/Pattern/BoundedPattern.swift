/// A regular expression from a client, matched at a cost that grows only linearly with the text:
/// the pattern is compiled for a Pike virtual machine instead of a backtracking engine, so
/// `(b*)*c` over a long note costs what `bc` does, and a budget stops any search that would cost more.
public struct BoundedPattern: Sendable {
    /// Patterns from clients are short (`^xDrip`, `Bolus|Meal`); longer ones are refused.
    public static let longestPattern = 500

    let program: PatternProgram

    public init(_ text: String) throws(PatternRefusal) {
        guard text.unicodeScalars.count <= Self.longestPattern else { throw .tooLong(limit: Self.longestPattern) }
        program = try PatternProgram(PatternParser.parse(text))
    }

    /// Whether the pattern matches somewhere in `text`, as JavaScript's `RegExp.test` answers.
    public func matches(_ text: String, budget: PatternBudget) throws(PatternRefusal) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let instructions = program.instructions
        var current = ThreadList(capacity: instructions.count)
        var following = ThreadList(capacity: instructions.count)
        var pending: [Int] = []
        pending.reserveCapacity(instructions.count)
        var position = 0
        while true {
            // A match may start at every position: a thread from the first instruction joins the rest.
            if try add(0, at: position, in: scalars, to: &current, pending: &pending, budget: budget) { return true }
            guard position < scalars.count else { return false }
            let scalar = scalars[position]
            try budget.spend(current.count + 1)
            position += 1
            for pc in current.members {
                let advances: Bool
                switch instructions[pc] {
                case .scalar(let wanted): advances = wanted == scalar
                case .set(let set): advances = set.contains(scalar)
                default: advances = false
                }
                if advances, try add(pc + 1, at: position, in: scalars, to: &following, pending: &pending, budget: budget) { return true }
            }
            swap(&current, &following)
            following.removeAll()
            if current.count == 0, case .lineStart = instructions.first { return false }
        }
    }

    /// Adds the thread at `start` and every thread it reaches without reading a scalar; true when one
    /// of them is the match.
    private func add(_ start: Int, at position: Int, in scalars: [Unicode.Scalar], to list: inout ThreadList,
                     pending: inout [Int], budget: PatternBudget) throws(PatternRefusal) -> Bool {
        pending.removeAll(keepingCapacity: true)
        pending.append(start)
        var visited = 0
        while let pc = pending.popLast() {
            guard list.insert(pc) else { continue }
            visited += 1
            switch program.instructions[pc] {
            case .match: return true
            case .jump(let target): pending.append(target)
            case .split(let first, let second):
                pending.append(second)
                pending.append(first)
            case .lineStart: if position == 0 { pending.append(pc + 1) }
            case .lineEnd: if position == scalars.count { pending.append(pc + 1) }
            case .wordBoundary(let negated):
                let before = position > 0 ? scalars[position - 1] : nil
                let after = position < scalars.count ? scalars[position] : nil
                let boundary = PatternCharacterSet.isWordCharacter(before) != PatternCharacterSet.isWordCharacter(after)
                if boundary != negated { pending.append(pc + 1) }
            case .scalar, .set: break
            }
        }
        try budget.spend(visited)
        return false
    }
}

/// The threads at one position, each program counter once (a sparse set: clearing costs nothing).
private struct ThreadList {
    private var dense: [Int]
    private var sparse: [Int]
    private(set) var count = 0

    init(capacity: Int) {
        dense = Array(repeating: 0, count: capacity)
        sparse = Array(repeating: 0, count: capacity)
    }

    var members: ArraySlice<Int> { dense[0..<count] }

    mutating func insert(_ pc: Int) -> Bool {
        let index = sparse[pc]
        if index < count, dense[index] == pc { return false }
        sparse[pc] = count
        dense[count] = pc
        count += 1
        return true
    }

    mutating func removeAll() {
        count = 0
    }
}
