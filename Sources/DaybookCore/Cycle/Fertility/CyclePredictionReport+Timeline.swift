extension CyclePredictionReport {
    /// The report with the next cycles, fertile window and ovulation that `FertilityTimeline`
    /// predicts, so the report, the calendar and the feed tell the same days.
    public func reading(_ prediction: CyclePrediction) -> CyclePredictionReport {
        guard let next = prediction.next, next.start == nextStart else { return self }
        var report = self
        report.ovulation = next.ovulation
        report.fertileStart = next.fertileStart
        report.fertileEnd = next.fertileEnd
        report.fertileConfirmed = next.fertileConfirmed
        report.cycles = prediction.cycles
        report.ovulationMethod = prediction.ovulationMethod
        return report
    }
}
