extension GlucoseDayStats {
    /// The same statistics in `unit`, rounded for reading: minimum and maximum like a reading
    /// (whole mg/dL, 0.1 mmol/L), the mean one decimal finer. Counts are unit-free.
    public func converted(to unit: GlucoseUnit) -> GlucoseDayStats {
        var copy = self
        copy.mean = mean.map { (unit.rounded(unit.fromMgPerDL($0) * 10)) / 10 }
        copy.min = min.map { unit.rounded(unit.fromMgPerDL($0)) }
        copy.max = max.map { unit.rounded(unit.fromMgPerDL($0)) }
        return copy
    }
}
