import DaybookCore
import Testing

@Suite struct SplitMix64Tests {
    /// SplitMix64 reference values for seed 1234567 (Vigna's splitmix64.c; recomputed in Python).
    @Test func splitMixMatchesTheReferenceSequence() {
        var rng = SplitMix64(seed: 1_234_567)
        #expect((0..<5).map { _ in rng.next() } == [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ])
    }
}
