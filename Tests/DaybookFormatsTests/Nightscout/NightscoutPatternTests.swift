import DaybookFormats
import Foundation
import Testing

/// `$regex` in the subset Daybook matches in linear time, against what Mongo's regex answers.
@Suite struct NightscoutPatternTests {
    @Test(arguments: [
        ("Sensor", "Sensor Change", true), ("Sensor", "New Sensor", true), ("^Sensor", "New Sensor", false),
        ("^Sensor", "Sensor Start", true), ("Change$", "Site Change", true), ("Change$", "Changed", false),
        ("^Site Change$", "Site Change", true), ("^Site Change$", "Site Change 2", false),
        ("^Temp.*Target$", "Temporary Target", true), ("^Temp.*Target$", "Temp Basal", false),
        ("Bolus", "Meal Bolus", true), ("bolus", "Meal Bolus", false), ("^$", "", true), ("^$", "x", false),
        ("a.c", "abc", true), ("a.c", "ac", false), ("ab?c", "ac", true), ("ab?c", "abbc", false),
        ("ab+c", "ac", false), ("ab+c", "abbbc", true), ("ab*c", "ac", true),
        ("[0-9]+ ?U$", "Bolus 12 U", true), ("[0-9]+ ?U$", "Bolus U", false), ("[^a-z]", "abc", false), ("[^a-z]", "abC", true),
        ("\\d\\d", "a1b2", false), ("\\d\\d", "a12", true), ("\\w+\\s\\w+", "Meal Bolus", true),
        ("1\\.5", "1.5", true), ("1\\.5", "105", false), ("100\\$", "costs 100$", true), ("^\\^", "^up", true),
        ("[-+]", "a-b", true), ("[.]", "abc", false), ("", "anything", true),
    ])
    func matchesAsMongoDoes(pattern: String, text: String, expected: Bool) throws {
        #expect(try NightscoutPattern(pattern).matches(text) == expected, "/\(pattern)/ on \(text)")
    }

    @Test func theIOptionIgnoresCase() throws {
        #expect(try NightscoutPattern("^meal bolus$", options: "i").matches("Meal Bolus"))
        #expect(try NightscoutPattern("[A-Z]+", options: "i").matches("bolus"))
        #expect(throws: NightscoutPattern.PatternError.unsupportedOptions) { try NightscoutPattern("a", options: "m") }
    }

    @Test(arguments: ["(a|b)", "a|b", "a{2,}", "(a+)+$", "\\1", "\\bword", "a**", "[a-", "x^y", "a$b", "a]"])
    func whatCouldBacktrackOrIsNotInTheSubsetIsRefused(pattern: String) {
        #expect(throws: NightscoutPattern.PatternError.self) { try NightscoutPattern(pattern) }
    }

    @Test func aLongPatternIsRefusedAndALongTextTakesLinearTime() throws {
        #expect(throws: NightscoutPattern.PatternError.tooLong) { try NightscoutPattern(String(repeating: "a", count: 201)) }
        // The classic catastrophic case for a backtracking engine: many optional pieces, no match.
        let pattern = try NightscoutPattern("^" + String(repeating: "a?", count: 60) + String(repeating: "a", count: 60) + "$")
        let started = ContinuousClock.now
        #expect(!pattern.matches(String(repeating: "a", count: 59) + "b"))
        #expect(pattern.matches(String(repeating: "a", count: 60)))
        #expect(try NightscoutPattern("x.*y.*z$").matches(String(repeating: "xy", count: 50_000)) == false)
        #expect(ContinuousClock.now - started < .seconds(5))
    }
}
