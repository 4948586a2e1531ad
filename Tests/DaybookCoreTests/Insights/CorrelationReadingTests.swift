import DaybookCore
import Testing

@Suite struct CorrelationReadingTests {
    @Test func theSignGivesTheDirectionAndCohensBandsTheStrength() {
        #expect(CorrelationReading(r: -0.51, adjustedP: 0.0004) == .init(r: -0.9, adjustedP: 0.001))
        let strong = CorrelationReading(r: -0.51, adjustedP: 0.0004)
        #expect(strong.direction == .lower && strong.strength == .strong && strong.evidence == .strong)
        let weak = CorrelationReading(r: 0.2, adjustedP: 0.03)
        #expect(weak.direction == .higher && weak.strength == .weak && weak.evidence == .some)
        #expect(CorrelationReading(r: 0.35, adjustedP: 0.2).strength == .moderate)
        #expect(CorrelationReading(r: 0.35, adjustedP: 0.2).evidence == .none)
        #expect(CorrelationReading(r: -0.05, adjustedP: nil).strength == .none)
        // The band edges belong to the stronger band.
        #expect(CorrelationReading(r: 0.1, adjustedP: 0.05).strength == .weak && CorrelationReading(r: 0.1, adjustedP: 0.05).evidence == .none)
        #expect(CorrelationReading(r: -0.5, adjustedP: 0.0099).strength == .strong)
    }
}
