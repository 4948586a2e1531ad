import Foundation
import Testing
@testable import DaybookCharts
import DaybookCore

/// The flow and pain grid: a row per cycle, a framed cell per day, shaded by flow and marked by pain.
@Suite struct FlowPainGridTests {
    static let rows = [
        FlowPainGrid.Row(label: "3 Nov", days: [.init(flow: .heavy, cramps: .terrible), .init(flow: .medium, cramps: .bad), .init(flow: .spotting),
                                                .init(cramps: .good)] + Array(repeating: .init(), count: 24)),
        FlowPainGrid.Row(label: "1 Dec", days: [.init(flow: .light)] + Array(repeating: .init(), count: 31)),
    ]

    @Test func eachDayIsACellShadedByFlowAndMarkedByPain() {
        let svg = FlowPainGrid.svg(Self.rows, labels: ChartFixtures.labels("grid"))
        #expect(svg.components(separatedBy: "class=\"dbc-day").count - 1 == 28 + 32)
        #expect(svg.contains("data-day=\"1\" data-flow=\"HEAVY\" data-cramps=\"TERRIBLE\""))
        #expect(svg.contains("data-day=\"3\" data-flow=\"SPOTTING\""))
        // Only bad and terrible cramps are marked, the terrible one larger.
        let marks = svg.matches(of: /class="dbc-pain" cx="[^"]+" cy="[^"]+" r="([^"]+)"/).map { String($0.output.1) }
        #expect(marks.compactMap(Double.init) == [3.5, 2])
        #expect(svg.components(separatedBy: "class=\"dbc-day dbc-period\"").count - 1 == 4)
        #expect(svg.contains(">3 Nov</text>") && svg.contains(">1 Dec</text>"))
    }

    @Test func heavierFlowIsDarker() {
        let shades = [FlowLevel.spotting, .light, .medium, .heavy].map(FlowPainGrid.opacity)
        #expect(shades == shades.sorted() && Set(shades).count == 4)
        #expect(FlowPainGrid.opacity(.none) == 0)
    }

    @Test func aVeryLongCycleIsCutOffAndNothingLoggedSaysNoData() {
        let long = FlowPainGrid.Row(label: "1 Jan", days: Array(repeating: .init(flow: .light), count: 80))
        let svg = FlowPainGrid.svg([long], labels: ChartFixtures.labels("long"))
        #expect(svg.components(separatedBy: "class=\"dbc-day").count - 1 == FlowPainGrid.mostDays)
        #expect(svg.contains(">…</text>"))
        #expect(FlowPainGrid.svg([], labels: ChartFixtures.labels("none")).contains("dbc-no-data"))
    }
}
