/// A pattern compiled to the instructions of a Pike virtual machine: every thread advances one
/// scalar at a time, so matching costs at most the text's length times the program's length.
struct PatternProgram: Sendable {
    enum Instruction: Sendable, Equatable {
        case scalar(Unicode.Scalar)
        case set(PatternCharacterSet)
        /// Go on at both, the first preferred.
        case split(Int, Int)
        case jump(Int)
        case lineStart
        case lineEnd
        case wordBoundary(negated: Bool)
        case match
    }

    let instructions: [Instruction]

    /// Programs past this length are refused: each scalar of the text may cost a step per instruction.
    static let largestProgram = 2_000
    /// Compiling visits each node once per repetition: a few steps per instruction a program may have.
    static let mostCompilationSteps = 4 * largestProgram

    init(_ node: PatternNode) throws(PatternRefusal) {
        // Counted before compiling: `(a?){1000}{1000}{1000}` would take 10⁹ steps to find out it is too large.
        guard node.compilationSteps(upTo: Self.mostCompilationSteps) <= Self.mostCompilationSteps else {
            throw .tooLarge(limit: Self.largestProgram)
        }
        var builder = Builder()
        try builder.compile(node)
        try builder.append(.match)
        instructions = builder.instructions
    }

    private struct Builder {
        var instructions: [Instruction] = []

        mutating func append(_ instruction: Instruction) throws(PatternRefusal) {
            guard instructions.count < PatternProgram.largestProgram else { throw .tooLarge(limit: PatternProgram.largestProgram) }
            instructions.append(instruction)
        }

        /// A placeholder to be patched once its target is known.
        mutating func hole() throws(PatternRefusal) -> Int {
            try append(.jump(-1))
            return instructions.count - 1
        }

        mutating func compile(_ node: PatternNode) throws(PatternRefusal) {
            switch node {
            case .empty: break
            case .scalar(let scalar): try append(.scalar(scalar))
            case .set(let set): try append(.set(set))
            case .lineStart: try append(.lineStart)
            case .lineEnd: try append(.lineEnd)
            case .wordBoundary(let negated): try append(.wordBoundary(negated: negated))
            case .sequence(let items):
                for item in items { try compile(item) }
            case .choice(let branches):
                var exits: [Int] = []
                for (index, branch) in branches.enumerated() {
                    guard index < branches.count - 1 else {
                        try compile(branch)
                        break
                    }
                    let split = try hole()
                    try compile(branch)
                    exits.append(try hole())
                    instructions[split] = .split(split + 1, instructions.count)
                }
                for exit in exits { instructions[exit] = .jump(instructions.count) }
            case .repeated(let body, let min, let max):
                for _ in 0..<min { try compile(body) }
                if let max {
                    var skips: [Int] = []
                    for _ in min..<max {
                        skips.append(try hole())
                        try compile(body)
                    }
                    for skip in skips { instructions[skip] = .split(skip + 1, instructions.count) }
                } else {
                    let loop = try hole()
                    try compile(body)
                    try append(.jump(loop))
                    instructions[loop] = .split(loop + 1, instructions.count)
                }
            }
        }
    }
}
