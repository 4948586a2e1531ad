import DaybookCore
@testable import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// The bounded matcher answers as a backtracking engine does on the syntax both read, at a cost that
/// grows with the text only linearly.
@Suite struct BoundedPatternTests {
    func matches(_ pattern: String, _ text: String) throws -> Bool {
        try BoundedPattern(pattern).matches(text, budget: PatternBudget())
    }

    @Test func whatNightscoutClientsSend() throws {
        #expect(try matches("^xDrip", "xDrip-DexcomG6"))
        #expect(try !matches("^xDrip", "AndroidAPS xDrip"))
        #expect(try matches("Bolus|Meal", "Meal Bolus"))
        #expect(try matches("^(Correction Bolus|Meal Bolus)$", "Meal Bolus"))
        #expect(try !matches("^(Correction Bolus|Meal Bolus)$", "Meal Bolus Wizard"))
        #expect(try matches("openaps://\\w+", "openaps://samsung SM-G970F"))
        #expect(try matches("\\d{4}-\\d{2}", "on 2026-11 at noon"))
        #expect(try matches("\\bsite\\b", "site change"))
        #expect(try !matches("\\bsite\\b", "website"))
        #expect(try matches("[^ ]+ change", "Site change"))
        #expect(try matches("a{2,3}c", "xaaac"))
        #expect(try !matches("^a{2,3}c", "ac"))
        #expect(try matches("\\u00e9t\\xe9", "été"))
        #expect(try !matches("^\\w$", "é"), "JavaScript's \\w is ASCII")
        #expect(try matches("", "anything"))
        #expect(try matches("[]|x", "x"))
        #expect(try !matches("[]", "x"))
        #expect(try matches("[^]", "\n"))
        #expect(try !matches("^.$", "\n"))
        #expect(try matches("a{,2}", "a{,2}"), "a brace that starts no count is itself")
        #expect(try matches("(a*?)*?$", "-"), "an empty match at the end, as JavaScript finds it")
        #expect(try matches("x+?y", "xxy"))
    }

    @Test func refusesWhatNeedsBacktrackingByName() {
        #expect(throws: PatternRefusal.unsupported("back-references")) { try BoundedPattern("(a)\\1") }
        #expect(throws: PatternRefusal.unsupported("look-ahead")) { try BoundedPattern("a(?=b)") }
        #expect(throws: PatternRefusal.unsupported("look-behind")) { try BoundedPattern("(?<!a)b") }
        #expect(throws: PatternRefusal.malformed("unterminated group")) { try BoundedPattern("(a") }
        #expect(throws: PatternRefusal.malformed("unmatched )")) { try BoundedPattern("a)") }
        #expect(throws: PatternRefusal.malformed("nothing to repeat")) { try BoundedPattern("*a") }
        #expect(throws: PatternRefusal.tooLong(limit: BoundedPattern.longestPattern)) {
            try BoundedPattern(String(repeating: "a", count: BoundedPattern.longestPattern + 1))
        }
        #expect(throws: PatternRefusal.tooLarge(limit: PatternProgram.largestProgram)) { try BoundedPattern("(a{100}){100}") }
    }

    /// Repeats of repeats were compiled one repetition at a time, emitting nothing for an empty group:
    /// `(){1000}{1000}{1000}{1000}` held a core for hours. They are refused before anything is compiled.
    @Test func repeatsOfRepeatsAreRefusedBeforeCompiling() {
        for pattern in ["(){1000}{1000}{1000}{1000}", "(){1000}{1000}{100}", "(?:)*", "(|)+", "(^$){3}", "((){2})*"] {
            #expect(throws: PatternRefusal.unsupported("a repeated empty group"), "\(pattern)") { try BoundedPattern(pattern) }
        }
        for pattern in ["(a?){1000}{1000}{1000}{1000}", "(a{1000}){1000}", "((a|b){100}){100}", "((a{1000})*){5}"] {
            #expect(throws: PatternRefusal.tooLarge(limit: PatternProgram.largestProgram), "\(pattern)") { try BoundedPattern(pattern) }
        }
    }

    /// Compiling costs a bounded number of steps however the counts nest, and never less than the
    /// program it makes: the count is a true bound.
    @Test func compilationStepsBoundTheProgram() async throws {
        await propertyCheck(count: 2_000, input: Self.choices) { choices in
            let counted = Self.pattern(from: choices).replacingOccurrences(of: "{2}", with: "{\(choices.first ?? 2)}")
            guard let node = try? PatternParser.parse(counted) else { return }
            let steps = node.compilationSteps(upTo: PatternProgram.mostCompilationSteps)
            if let program = try? PatternProgram(node) {
                // The program ends with its `match`, which no node compiles.
                #expect(program.instructions.count - 1 <= steps, "/\(counted)/")
            } else {
                #expect(steps > PatternProgram.mostCompilationSteps || steps >= PatternProgram.largestProgram, "/\(counted)/")
            }
        }
    }

    /// A search whose request has ended (its deadline passed, its client left) stops at its next check.
    @Test func aCancelledSearchStops() async throws {
        let pattern = try BoundedPattern("(a|aa)*c")
        let search = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try pattern.matches(String(repeating: "a", count: 100_000), budget: PatternBudget())
        }
        await #expect(throws: PatternRefusal.cancelled) { try await search.value }
    }

    /// The patterns that took a backtracking engine a minute: here they cost a few steps per scalar.
    @Test func catastrophicPatternsCostLinearTime() throws {
        let note = String(repeating: "b", count: 20_000)
        let budget = PatternBudget()
        #expect(try !BoundedPattern("(b*)*c").matches(note, budget: budget))
        let spent = PatternBudget.perSearch - budget.remaining
        #expect(spent < 20 * note.count, "spent \(spent) steps")

        let nested = PatternBudget()
        #expect(try !BoundedPattern("^(a+)+$").matches(String(repeating: "a", count: 29) + "!", budget: nested))
        #expect(PatternBudget.perSearch - nested.remaining < 30 * 30)
    }

    @Test func aSearchOverItsBudgetIsRefused() throws {
        let pattern = try BoundedPattern("(a|aa|aaa|b)*c")
        let budget = PatternBudget(steps: 50_000)
        #expect(throws: PatternRefusal.overBudget) {
            for _ in 0..<100 { _ = try pattern.matches(String(repeating: "a", count: 1_000), budget: budget) }
        }
    }

    // Patterns built from a list of choices, in the syntax both engines read alike: ASCII texts
    // without line terminators (ICU's `\w` knows letters beyond ASCII, and its `$` matches before a
    // final line break; JavaScript's do neither).
    static let atoms = ["a", "b", "c", ".", "[ab]", "[^a]", "[a-c]", "\\w", "\\s", "\\W", "x", " "]
    // No lazy quantifiers: they change where a match is, not whether there is one, and ICU misses
    // matches of a lazy loop around a lazy one that matches nothing (`(a*?)*?$` on "-").
    static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,2}", "{0,}"]

    static func pattern(from choices: [Int]) -> String {
        var choices = choices[...]
        func next(_ count: Int) -> Int { (choices.popFirst() ?? 0) % count }
        func sequence(depth: Int) -> String {
            var text = ""
            for _ in 0..<(1 + next(3)) {
                let kind = next(10)
                var atom: String
                if kind == 0, depth < 3 {
                    atom = "(" + alternatives(depth: depth + 1) + ")"
                } else if kind == 1, depth == 0, text.isEmpty {
                    atom = "^"
                    text += atom
                    continue
                } else {
                    atom = atoms[next(atoms.count)]
                }
                text += atom + quantifiers[next(quantifiers.count)]
            }
            if next(8) == 0 { text += "$" }
            return text
        }
        func alternatives(depth: Int) -> String {
            (0..<(1 + next(2))).map { _ in sequence(depth: depth) }.joined(separator: "|")
        }
        return alternatives(depth: 0)
    }

    static let choices = Gen.int(in: 0...99).array(of: 1...24)
    static let text = Gen.element(of: ["a", "b", "c", " ", "x", "ab", "-"]).array(of: 0...12).map { $0.compactMap { $0 }.joined() }

    @Test func answersAsABacktrackingEngineDoes() async throws {
        await propertyCheck(count: 3_000, input: Self.choices, Self.text) { choices, text in
            let pattern = Self.pattern(from: choices)
            let reference = try NSRegularExpression(pattern: pattern)
            let expected = reference.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            #expect(try BoundedPattern(pattern).matches(text, budget: PatternBudget()) == expected, "/\(pattern)/ on \"\(text)\"")
        }
    }
}
