extension CyclePrediction {
    /// The predictions once the signs are read: a confirmed ovulation in the cycle under way moves the
    /// next period to the luteal forecast, with its interval and ovulation, and the cycles after it
    /// by as many days. A forecast already past its interval (the period is late after ovulation) is
    /// left to the calendar method, which knows how to carry on.
    public func applying(_ luteal: LutealForecast?) -> CyclePrediction {
        guard let luteal, status == .predicted, let first = cycles.first, luteal.latest >= today else { return self }
        let shift = luteal.nextStart.days(since: first.start)
        var next = first.shifted(by: shift)
        next.earliest = luteal.earliest
        next.latest = luteal.latest
        next.ovulation = luteal.ovulation
        // The window the temperatures confirmed; where it would touch the bleeding the calendar leaves those days out.
        next.fertileStart = luteal.ovulation.adding(days: -FertileWindow.daysBeforeOvulation)
        next.fertileEnd = luteal.ovulation.adding(days: FertileWindow.daysAfterOvulation)
        var prediction = self
        prediction.cycles = [next] + cycles.dropFirst().map { $0.shifted(by: shift) }
        prediction.next = next
        prediction.daysUntil = next.start.days(since: today)
        prediction.method = LutealForecast.method
        prediction.ovulationMethod = LutealForecast.ovulationMethod
        return prediction
    }
}

extension PredictedCycle {
    /// The same prediction `days` later (earlier when negative).
    func shifted(by days: Int) -> PredictedCycle {
        var cycle = self
        for keyPath in [\PredictedCycle.start, \.earliest, \.latest, \.end, \.ovulation, \.fertileStart, \.fertileEnd] {
            cycle[keyPath: keyPath] = cycle[keyPath: keyPath].adding(days: days)
        }
        return cycle
    }
}
