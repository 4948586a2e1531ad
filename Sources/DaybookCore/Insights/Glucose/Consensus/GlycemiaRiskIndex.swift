/// The glycemia risk index (Klonoff et al., J Diabetes Sci Technol 2023): one number 0…100 that weighs
/// time below and above range the way clinicians ranked tracings. Components and GRI are in percent of
/// readings; the ranges are those of `TimeInRanges`.
public struct GlycemiaRiskIndex: Sendable, Codable, Equatable {
    /// %VLow(< 54) + 0.8 × %Low(54–69): the x axis of the GRI grid.
    public let hypoComponent: Double
    /// %VHigh(> 250) + 0.5 × %High(181–250): the y axis of the GRI grid.
    public let hyperComponent: Double
    /// 3.0 × hypo + 1.6 × hyper, capped at 100.
    public let value: Double
    public let zone: GRIZone

    public init(_ ranges: TimeInRanges) {
        hypoComponent = 100 * ranges.veryLow + 0.8 * 100 * ranges.low
        hyperComponent = 100 * ranges.veryHigh + 0.5 * 100 * ranges.high
        value = min(100, 3.0 * hypoComponent + 1.6 * hyperComponent)
        zone = GRIZone(gri: value)
    }
}
