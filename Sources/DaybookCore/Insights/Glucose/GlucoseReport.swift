import Foundation

/// The glucose report for a date range: overall statistics, GMI, time in ranges, data sufficiency,
/// one row per day, and the ambulatory glucose profile by time of day. Inputs are in mg/dL (as
/// stored); every glucose number of the report is in `unit` (CV, shares and GMI have no unit).
public struct GlucoseReport: Sendable, Codable, Equatable {
    public let from: LocalDate
    public let to: LocalDate
    public let unit: GlucoseUnit
    public let count: Int
    public let mean: Double?
    /// Sample SD; `nil` below two readings.
    public let sd: Double?
    /// SD / mean as a fraction (the consensus target is ≤ 0.36).
    public let cv: Double?
    /// Glucose management indicator in %: 3.31 + 0.02392 × mean mg/dL (Bergenstal et al.,
    /// Diabetes Care 2018).
    public let gmi: Double?
    public let timeInRanges: TimeInRanges
    /// Readings as a share of the 5-minute readings a CGM would give over the range (capped at 1).
    public let dataSufficiency: Double
    public let days: [GlucoseDay]
    public let profile: [GlucoseProfileSlot]
    /// GRI, TITR, risk indices, MAGE, MODD, CONGA, J-index, episodes and active percent; encoded flat
    /// into the report's own fields.
    public let consensus: ConsensusGlucoseMetrics

    /// The consensus on CGM metrics (Battelino et al., Diabetes Care 2019) asks for readings over at
    /// least 70 % of the time, and 14 days of them for GMI: below that the numbers mislead (one reading
    /// made "100 % in range").
    public static let sufficientShare = 0.7
    public static let gmiDays = 14

    /// Readings over at least 70 % of the range: time in ranges and CV say something.
    public var hasEnoughReadings: Bool { count > 0 && dataSufficiency >= Self.sufficientShare }

    /// The range is long enough for GMI to estimate an HbA1c.
    public var spansEnoughDaysForGMI: Bool { to.days(since: from) + 1 >= Self.gmiDays }

    /// The report covers at most this many days (about 27 years).
    public static let maximumDays = 10_000

    /// - Parameters:
    ///   - readings: glucose in mg/dL. Readings outside the local dates `from`…`to` are left out.
    ///   - carbs, protein, fat: grams per meal; insulin: units per dose — summed per local day.
    ///   - slotMinutes: the AGP slot width (5 gives 288 slots, 15 gives 96); must divide 1440.
    ///   - smoothingSlots: half-width of a circular moving average over neighbouring slots (0 = none).
    public init(readings: [TimedValue], carbs: [TimedValue] = [], protein: [TimedValue] = [], fat: [TimedValue] = [],
                insulin: [TimedValue] = [], from: LocalDate, to: LocalDate, timeZone: TimeZone,
                unit: GlucoseUnit = .mgPerDL, slotMinutes: Int = 5, smoothingSlots: Int = 0) throws(ValidationError) {
        guard from <= to else { throw ValidationError(field: "to", .notBeforeFrom) }
        guard to.days(since: from) < Self.maximumDays else {
            throw ValidationError(field: "to", .rangeAtMostDays, ["maximum": "\(Self.maximumDays)"])
        }
        guard (1...60).contains(slotMinutes), 1440 % slotMinutes == 0 else {
            throw ValidationError(field: "slotMinutes", .divideDayEvenly)
        }
        guard (0...12).contains(smoothingSlots) else {
            throw ValidationError(field: "smoothingSlots", .zeroToTwelve)
        }
        let firstDay = from.dayNumber
        let dayCount = to.days(since: from) + 1
        let slotCount = 1440 / slotMinutes
        let slotSeconds = slotMinutes * 60

        // One pass over the readings. Sums are kept around a fixed shift near typical glucose so the
        // one-pass variance does not lose digits to cancellation.
        let shift = 120.0
        var clock = LocalClock(timeZone: timeZone)
        var daySums = [Double](repeating: 0, count: dayCount)
        var daySquares = [Double](repeating: 0, count: dayCount)
        var dayCounts = [Int](repeating: 0, count: dayCount)
        var dayMin = [Double](repeating: .infinity, count: dayCount)
        var dayMax = [Double](repeating: -.infinity, count: dayCount)
        var rangeCounts = [Int](repeating: 0, count: 5)
        var slotOfReading = [Int32](repeating: 0, count: readings.count)
        var kept = [Double](repeating: 0, count: readings.count)
        var keptTimes = [Double](repeating: 0, count: readings.count)
        var keptDays = [Int32](repeating: 0, count: readings.count)
        var slotCounts = [Int](repeating: 0, count: slotCount)
        var n = 0
        for reading in readings {
            let value = reading.value
            guard value.isFinite, value > 0 else { continue }
            let local = clock.localTime(of: reading.time)
            let d = local.dayNumber - firstDay
            guard d >= 0, d < dayCount else { continue }
            let shifted = value - shift
            daySums[d] += shifted
            daySquares[d] += shifted * shifted
            dayCounts[d] += 1
            if value < dayMin[d] { dayMin[d] = value }
            if value > dayMax[d] { dayMax[d] = value }
            rangeCounts[TimeInRanges.rangeIndex(mgPerDL: value)] += 1
            let slot = local.secondOfDay / slotSeconds
            slotOfReading[n] = Int32(slot)
            kept[n] = value
            keptTimes[n] = reading.time.timeIntervalSince1970
            keptDays[n] = Int32(d)
            slotCounts[slot] += 1
            n += 1
        }

        func nutrition(_ items: [TimedValue]) -> [Double] {
            var totals = [Double](repeating: 0, count: dayCount)
            for item in items where item.value.isFinite {
                let d = clock.localTime(of: item.time).dayNumber - firstDay
                if d >= 0, d < dayCount { totals[d] += item.value }
            }
            return totals
        }
        let carbTotals = nutrition(carbs), proteinTotals = nutrition(protein)
        let fatTotals = nutrition(fat), insulinTotals = nutrition(insulin)

        let out = { (mgPerDL: Double) in unit.fromMgPerDL(mgPerDL) }
        var days: [GlucoseDay] = []
        days.reserveCapacity(dayCount)
        var totalSum = 0.0, totalSquares = 0.0
        for d in 0..<dayCount {
            let c = dayCounts[d]
            totalSum += daySums[d]
            totalSquares += daySquares[d]
            let stats = Self.meanAndSD(sum: daySums[d], squares: daySquares[d], count: c, shift: shift)
            days.append(GlucoseDay(
                date: LocalDate(dayNumber: firstDay + d), count: c,
                mean: stats.mean.map(out), min: c > 0 ? out(dayMin[d]) : nil, max: c > 0 ? out(dayMax[d]) : nil,
                sd: stats.sd.map(out), cv: stats.cv,
                carbs: carbTotals[d], protein: proteinTotals[d], fat: fatTotals[d], insulin: insulinTotals[d]))
        }
        let overall = Self.meanAndSD(sum: totalSum, squares: totalSquares, count: n, shift: shift)

        // The AGP: readings grouped by slot (a counting sort on the slot numbers), each slot sorted.
        var starts = [Int](repeating: 0, count: slotCount + 1)
        for s in 0..<slotCount { starts[s + 1] = starts[s] + slotCounts[s] }
        var bySlot = [Double](repeating: 0, count: n)
        var next = starts
        for i in 0..<n {
            let s = Int(slotOfReading[i])
            bySlot[next[s]] = kept[i]
            next[s] += 1
        }
        let quantiles = [5.0, 25, 50, 75, 95]
        var curves = [[Double?]](repeating: [Double?](repeating: nil, count: slotCount), count: quantiles.count)
        bySlot.withUnsafeMutableBufferPointer { buffer in
            for s in 0..<slotCount where starts[s] < starts[s + 1] {
                var slice = UnsafeMutableBufferPointer(rebasing: buffer[starts[s]..<starts[s + 1]])
                slice.sort()
                for (q, p) in quantiles.enumerated() {
                    curves[q][s] = Descriptive.percentile(sorted: slice, p)
                }
            }
        }
        if smoothingSlots > 0 {
            curves = curves.map { Self.smoothed($0, halfWidth: smoothingSlots) }
        }
        profile = (0..<slotCount).map { s in
            GlucoseProfileSlot(minuteOfDay: s * slotMinutes, count: slotCounts[s],
                               p5: curves[0][s].map(out), p25: curves[1][s].map(out), p50: curves[2][s].map(out),
                               p75: curves[3][s].map(out), p95: curves[4][s].map(out))
        }

        let seconds = to.adding(days: 1).startInstant(in: timeZone).timeIntervalSince(from.startInstant(in: timeZone))
        let expected = max(1, (seconds / 300).rounded())
        self.from = from
        self.to = to
        self.unit = unit
        count = n
        mean = overall.mean.map(out)
        sd = overall.sd.map(out)
        cv = overall.cv
        gmi = overall.mean.map { 3.31 + 0.02392 * $0 }
        timeInRanges = TimeInRanges(counts: rangeCounts)
        dataSufficiency = min(1, Double(n) / expected)
        self.days = days
        let trace = GlucoseTrace(times: Array(keptTimes[..<n]), values: Array(kept[..<n]), days: Array(keptDays[..<n]))
        consensus = ConsensusGlucoseMetrics(trace, timeInRanges: timeInRanges, unit: unit)
    }

    enum CodingKeys: String, CodingKey {
        case from, to, unit, count, mean, sd, cv, gmi, timeInRanges, dataSufficiency, days, profile
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        from = try c.decode(LocalDate.self, forKey: .from)
        to = try c.decode(LocalDate.self, forKey: .to)
        unit = try c.decode(GlucoseUnit.self, forKey: .unit)
        count = try c.decode(Int.self, forKey: .count)
        mean = try c.decodeIfPresent(Double.self, forKey: .mean)
        sd = try c.decodeIfPresent(Double.self, forKey: .sd)
        cv = try c.decodeIfPresent(Double.self, forKey: .cv)
        gmi = try c.decodeIfPresent(Double.self, forKey: .gmi)
        timeInRanges = try c.decode(TimeInRanges.self, forKey: .timeInRanges)
        dataSufficiency = try c.decode(Double.self, forKey: .dataSufficiency)
        days = try c.decode([GlucoseDay].self, forKey: .days)
        profile = try c.decode([GlucoseProfileSlot].self, forKey: .profile)
        consensus = try ConsensusGlucoseMetrics(from: decoder)
    }

    /// The report's own fields (absent when nil, as before), then the consensus metrics beside them.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(unit, forKey: .unit)
        try c.encode(count, forKey: .count)
        try c.encodeIfPresent(mean, forKey: .mean)
        try c.encodeIfPresent(sd, forKey: .sd)
        try c.encodeIfPresent(cv, forKey: .cv)
        try c.encodeIfPresent(gmi, forKey: .gmi)
        try c.encode(timeInRanges, forKey: .timeInRanges)
        try c.encode(dataSufficiency, forKey: .dataSufficiency)
        try c.encode(days, forKey: .days)
        try c.encode(profile, forKey: .profile)
        try consensus.encode(to: encoder)
    }

    /// Mean (mg/dL), sample SD and CV from sums of values less `shift`.
    private static func meanAndSD(sum: Double, squares: Double, count: Int, shift: Double)
        -> (mean: Double?, sd: Double?, cv: Double?) {
        guard count > 0 else { return (nil, nil, nil) }
        let n = Double(count)
        let mean = shift + sum / n
        guard count > 1 else { return (mean, nil, nil) }
        let sd = (max(0, squares - sum * sum / n) / (n - 1)).squareRoot()
        return (mean, sd, mean > 0 ? sd / mean : nil)
    }

    /// A circular moving average over the slots that have data (midnight joins the two ends).
    /// Averaging each percentile curve slot by slot keeps p5 ≤ p25 ≤ … ≤ p95.
    private static func smoothed(_ curve: [Double?], halfWidth: Int) -> [Double?] {
        let count = curve.count
        return (0..<count).map { s in
            guard curve[s] != nil else { return nil }
            var sum = 0.0, used = 0
            for offset in -halfWidth...halfWidth {
                if let v = curve[((s + offset) % count + count) % count] {
                    sum += v
                    used += 1
                }
            }
            return sum / Double(used)
        }
    }
}
