/// One entry of the scenario catalogue (`GET /api/v1/timelines/scenarios`): what a picker shows,
/// without the events.
public struct ScenarioSummary: Sendable, Hashable, Codable {
    public let named: String
    public let nameEn: String
    public let nameDe: String
    public let textEn: String
    public let textDe: String
    public let unit: TimelineUnit
    public let totalEvents: Int
    public let majorEvents: Int
    public let image: String?
    public let license: String?
    public let source: String?

    public init(_ scenario: Scenario) {
        named = scenario.named
        nameEn = scenario.nameEn
        nameDe = scenario.nameDe
        textEn = scenario.textEn
        textDe = scenario.textDe
        unit = scenario.unit
        totalEvents = scenario.totalEvents
        majorEvents = scenario.majorEvents
        image = scenario.image
        license = scenario.license
        source = scenario.source
    }
}
