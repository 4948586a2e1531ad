import Foundation

/// The glucose metrics of the 2023 international consensus and the variability indices clinicians use,
/// for one range's readings (mg/dL in, glucose values out in `unit`). A metric without enough data is
/// nil, and `unavailable` names it with the reason; the two always agree. Encoded flat into the glucose
/// report, with explicit nulls so a client sees every field.
public struct ConsensusGlucoseMetrics: Sendable, Codable, Equatable {
    public let gri: Double?
    public let griZone: GRIZone?
    /// GRI's hypoglycaemia component (%), the x axis of the GRI grid.
    public let griHypo: Double?
    /// GRI's hyperglycaemia component (%), the y axis of the GRI grid.
    public let griHyper: Double?
    /// Time in tight range 70–140 mg/dL, a share 0…1 like `timeInRanges`.
    public let titr: Double?
    public let lbgi: Double?
    public let hbgi: Double?
    public let adrr: Double?
    /// In `unit`.
    public let mage: Double?
    /// In `unit`.
    public let modd: Double?
    /// CONGA with n = 1 hour, in `unit`.
    public let conga: Double?
    /// Computed in mg/dL whatever `unit` is, as the index is defined.
    public let jIndex: Double?
    public let episodes: [GlucoseEpisode]
    /// 0–100.
    public let activePercent: Double?
    /// Metric name (its JSON key) → why it is null.
    public let unavailable: [String: MetricUnavailable]

    /// Gaps in readings longer than this split episodes: a missing reading is not time in or out of range.
    public static let episodeGapMinutes = 15.0

    init(_ trace: GlucoseTrace, timeInRanges: TimeInRanges, unit: GlucoseUnit) {
        var unavailable: [String: MetricUnavailable] = [:]
        func need<T>(_ value: T?, _ name: String, _ reason: MetricUnavailable.Reason, _ message: String) -> T? {
            if value == nil { unavailable[name] = MetricUnavailable(reason, message) }
            return value
        }
        let none = trace.isEmpty
        let noReadings = "There are no readings in the range."
        let gri = none ? nil : GlycemiaRiskIndex(timeInRanges)
        self.gri = need(gri?.value, "gri", .noReadings, noReadings)
        griZone = need(gri?.zone, "griZone", .noReadings, noReadings)
        griHypo = need(gri?.hypoComponent, "griHypo", .noReadings, noReadings)
        griHyper = need(gri?.hyperComponent, "griHyper", .noReadings, noReadings)
        titr = need(TimeInTightRange.share(of: trace.values), "titr", .noReadings, noReadings)
        let risk = GlucoseRiskIndices(trace)
        lbgi = need(risk?.lbgi, "lbgi", .noReadings, noReadings)
        hbgi = need(risk?.hbgi, "hbgi", .noReadings, noReadings)
        adrr = need(risk?.adrr, "adrr", .noReadings, noReadings)

        let stats = trace.meanAndSD
        jIndex = need(stats.flatMap { s in s.sd.map { JIndex.of(mean: s.mean, sd: $0) } }, "jIndex",
                      none ? .noReadings : .tooFewReadings, none ? noReadings : "The J-index needs an SD: at least two readings.")
        activePercent = need(ActivePercent.of(trace), "activePercent", none ? .noReadings : .tooFewReadings,
                             none ? noReadings : "The share of readings present needs at least two readings to find the sensor's interval.")

        let grid = GlucoseGrid(trace, maximumGapMinutes: MovingAverageMAGE.interpolationGapMinutes)
        switch (none, MovingAverageMAGE.mage(grid)) {
        case (true, _):
            mage = need(nil, "mage", .noReadings, noReadings)
        case (_, .value(let v)):
            mage = unit.fromMgPerDL(v)
        case (_, .tooFewReadings):
            mage = need(nil, "mage", .tooFewReadings,
                        "MAGE needs \(MovingAverageMAGE.longWindow) five-minute points (2 h 40 min) of readings without a gap over 3 hours.")
        case (_, .noExcursions):
            mage = need(nil, "mage", .noExcursions, "No glucose excursion is larger than one SD.")
        }
        modd = need(MeanOfDailyDifferences.modd(grid).map(unit.fromMgPerDL), "modd",
                    none ? .noReadings : .tooShortSpan, none ? noReadings : "MODD needs readings at the same time of day on two consecutive days.")
        conga = need(CONGA.conga(grid).map(unit.fromMgPerDL), "conga",
                     none ? .noReadings : .tooShortSpan, none ? noReadings : "CONGA needs at least two pairs of readings one hour apart.")

        let episodeGrid = GlucoseGrid(trace, maximumGapMinutes: Self.episodeGapMinutes)
        episodes = GlucoseEpisodeDetector().episodes(trace, grid: episodeGrid, unit: unit)
        self.unavailable = unavailable
    }

    enum CodingKeys: String, CodingKey {
        case gri, griZone, griHypo, griHyper, titr, lbgi, hbgi, adrr, mage, modd, conga, jIndex, episodes,
             activePercent, unavailable
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(gri, forKey: .gri)
        try c.encode(griZone, forKey: .griZone)
        try c.encode(griHypo, forKey: .griHypo)
        try c.encode(griHyper, forKey: .griHyper)
        try c.encode(titr, forKey: .titr)
        try c.encode(lbgi, forKey: .lbgi)
        try c.encode(hbgi, forKey: .hbgi)
        try c.encode(adrr, forKey: .adrr)
        try c.encode(mage, forKey: .mage)
        try c.encode(modd, forKey: .modd)
        try c.encode(conga, forKey: .conga)
        try c.encode(jIndex, forKey: .jIndex)
        try c.encode(episodes, forKey: .episodes)
        try c.encode(activePercent, forKey: .activePercent)
        try c.encode(unavailable, forKey: .unavailable)
    }
}
