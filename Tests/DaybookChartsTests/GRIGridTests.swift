import Testing
@testable import DaybookCharts
import DaybookCore

/// The GRI grid: five diagonal bands A–E over hypo 0–30 % and hyper 0–60 %, and the person's point.
@Suite struct GRIGridTests {
    static func points(_ svg: String, zone: String) -> [(Double, Double)] {
        guard let match = svg.firstMatch(of: try! Regex("data-zone=\"\(zone)\" points=\"([^\"]+)\"")) else { return [] }
        return String(match.output[1].substring ?? "").split(separator: " ").map { pair in
            let xy = pair.split(separator: ",").compactMap { Double($0) }
            return (xy[0], xy[1])
        }
    }

    @Test func everyZoneIsABandAndThePointSitsWhereItsComponentsSay() {
        let svg = GRIGrid.svg(hypo: 2, hyper: 10, zone: .a, labels: ChartFixtures.labels("gri"))
        for zone in GRIZone.allCases {
            #expect(svg.contains("class=\"dbc-gri-\(zone.rawValue.lowercased())\" data-zone=\"\(zone.rawValue)\""), "\(zone)")
            #expect(svg.contains(">\(zone.rawValue)</text>"), "\(zone)")
            #expect(Self.points(svg, zone: zone.rawValue).count >= 3, "\(zone)")
        }
        // Hypo 2 of 30 across, hyper 10 of 60 up, in the plot area 50…352 × 12…210.
        let circle = svg.firstMatch(of: /class="dbc-gri-point" data-zone="A" cx="([^"]+)" cy="([^"]+)"/)
        let cx = Double(circle.map { String($0.output.1) } ?? "") ?? 0, cy = Double(circle.map { String($0.output.2) } ?? "") ?? 0
        #expect(abs(cx - (50 + 2.0 / 30 * 302)) < 0.1)
        #expect(abs(cy - (210 - 10.0 / 60 * 198)) < 0.1)
        #expect(!svg.contains("dbc-no-data"))
    }

    @Test func zoneAIsTheCornerUnderGRI20() {
        // 3 × hypo + 1.6 × hyper = 20 meets the axes at hypo 6.67 and hyper 12.5: a triangle from the origin.
        let a = GRIGrid.clip([(0, 0), (30, 0), (30, 60), (0, 60)]) { 20 - (3 * $0 + 1.6 * $1) }
        #expect(a.count == 3)
        #expect(a.contains { abs($0.0 - 20.0 / 3) < 1e-9 && $0.1 == 0 } && a.contains { $0.0 == 0 && abs($0.1 - 12.5) < 1e-9 })
    }

    @Test func aPointBeyondTheGridStaysOnItsEdgeAndNoReadingsSayNoData() {
        let svg = GRIGrid.svg(hypo: 45, hyper: 90, zone: .e, labels: ChartFixtures.labels("far"))
        #expect(svg.contains("data-zone=\"E\" cx=\"352.0\" cy=\"12.0\""))
        #expect(GRIGrid.svg(hypo: nil, hyper: nil, zone: nil, labels: ChartFixtures.labels("none")).contains("dbc-no-data"))
    }
}
