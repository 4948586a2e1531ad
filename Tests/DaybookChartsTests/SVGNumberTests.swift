import Foundation
import Testing
@testable import DaybookCharts
import DaybookCore

/// Chart numbers are written without a format string for speed; they must read exactly as printf
/// writes them, on every machine.
@Suite struct SVGNumberTests {
    static func printf(_ value: Double, _ places: Int) -> String {
        let text = String(format: "%.\(places)f", value)
        return text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
    }

    @Test func agreesWithPrintfOnChartLikeNumbers() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<50_000 {
            let magnitude = [1.0, 10, 360, 1_000, 100_000][Int.random(in: 0..<5, using: &generator)]
            let value = Double.random(in: -magnitude...magnitude, using: &generator)
            let places = Int.random(in: 0...3, using: &generator)
            #expect(SVGText.number(value, decimals: places) == Self.printf(value, places), "\(value) \(places)")
        }
    }

    @Test func edgesReadAsBefore() {
        for (value, places) in [(0.0, 1), (-0.04, 1), (0.05, 1), (0.125, 2), (2.5, 0), (3.5, 0), (-2.5, 0), (359.99, 1), (1e13, 1)] {
            #expect(SVGText.number(value, decimals: places) == Self.printf(value, places), "\(value)")
        }
        #expect(SVGText.number(.nan) == "0")
    }
}
