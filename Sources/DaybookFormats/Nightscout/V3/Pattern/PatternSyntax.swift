/// A regular expression as a tree, in the part of JavaScript's syntax that a matcher of bounded cost
/// can run: no back-references and no look-around, which need backtracking.
indirect enum PatternNode: Sendable, Equatable {
    case empty
    case scalar(Unicode.Scalar)
    case set(PatternCharacterSet)
    case lineStart
    case lineEnd
    case wordBoundary(negated: Bool)
    case sequence([PatternNode])
    case choice([PatternNode])
    /// `max` nil: no upper bound.
    case repeated(PatternNode, min: Int, max: Int?)
}

extension PatternNode {
    /// The steps compiling this node takes, counted up to just past `cap`: every node visited and every
    /// repetition of a repeated one is a step, so a repeat of a repeat costs their product even when its
    /// body emits no instruction. At least the number of instructions it compiles to.
    func compilationSteps(upTo cap: Int) -> Int {
        func capped(_ value: Int) -> Int { min(value, cap + 1) }
        switch self {
        case .empty, .scalar, .set, .lineStart, .lineEnd, .wordBoundary:
            return 1
        case .sequence(let items):
            return items.reduce(1) { capped($0 + $1.compilationSteps(upTo: cap)) }
        case .choice(let branches):
            return branches.reduce(1) { capped($0 + $1.compilationSteps(upTo: cap) + 2) }
        case .repeated(let body, let min, let max):
            // Each repetition compiles the body again, after a split (or a jump, for the unbounded loop).
            let each = body.compilationSteps(upTo: cap) + 1
            let repetitions = (max ?? min) + 1
            let (total, overflow) = each.multipliedReportingOverflow(by: repetitions)
            return overflow ? cap + 1 : capped(1 + total)
        }
    }

    /// Whether the node can only ever match the empty text: an empty group, anchors, and groups of them.
    var matchesOnlyEmpty: Bool {
        switch self {
        case .empty, .lineStart, .lineEnd, .wordBoundary: true
        case .scalar, .set: false
        case .sequence(let items): items.allSatisfy(\.matchesOnlyEmpty)
        case .choice(let branches): branches.allSatisfy(\.matchesOnlyEmpty)
        case .repeated(let body, _, _): body.matchesOnlyEmpty
        }
    }
}

/// Why a pattern is refused before anything is matched, in words a client can act on.
public enum PatternRefusal: Error, Sendable, Equatable {
    case tooLong(limit: Int)
    case malformed(String)
    case unsupported(String)
    case tooLarge(limit: Int)
    /// The search needed more steps than one search may take.
    case overBudget
    /// The request the search ran for has ended: the rest of its work is not done.
    case cancelled

    public var message: String {
        switch self {
        case .tooLong(let limit): "is longer than \(limit) characters"
        case .malformed(let what): "is not a regular expression: \(what)"
        case .unsupported(let what): "uses \(what), which searches here do not support"
        case .tooLarge(let limit): "repeats too much (more than \(limit) steps per character)"
        case .overBudget: "needs more work than one search may take; narrow the search (a shorter pattern, fewer fields or a date range)"
        case .cancelled: "was not finished: its request ended"
        }
    }
}
