import DaybookFormats
import Testing

/// Patterns `FuzzNightscoutQueries` (Fuzz/) found running past its 10-second limit, kept verbatim.
@Suite(.timeLimit(.minutes(1))) struct PatternFuzzRegressionTests {
    /// Found as tokens, `{0,9}{0,9}*(){1000}…` (42 repeats of `{1000}` after an empty group), minimized by
    /// libFuzzer to the four tokens `(){1000}{1000}{1000}`: compiling repeated the empty group 10⁹ times,
    /// emitting nothing, so the program's size limit never stopped it. A `$re` filter of a v3 search
    /// compiles its pattern while the query is parsed, before any document is read.
    static let found = ["(){1000}{1000}{1000}",
                        "{0,9}{0,9}*()" + String(repeating: "{1000}", count: 42) + "{2,}.[^a-z]{1000}\\b[^a-z]()\\b"]

    @Test(arguments: found) func aRepeatedEmptyGroupIsRefusedAtOnce(pattern: String) {
        #expect(throws: PatternRefusal.self) { try BoundedPattern(pattern) }
        #expect(throws: NightscoutV3Error.self) { try NightscoutV3Filter(parameter: "notes$re", value: pattern) }
    }
}
