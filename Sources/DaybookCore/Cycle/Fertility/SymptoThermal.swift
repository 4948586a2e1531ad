// The sympto-thermal rules of this folder follow the sympto library of drip, the open-source
// period tracker (its fertility status, temperature, mucus, cervix, pre-ovulatory and minus-8
// rules), ported rule for rule and checked against drip's own test fixtures. Where the port
// knowingly departs from drip, the comment at that place says so.

import Foundation

/// The sympto-thermal method (Sensiplan's double check): ovulation counts as confirmed once the
/// waking temperature has risen and the secondary symptom (mucus, or the cervix) has changed;
/// the fertile phase closes in the evening of the later of the two evaluations.
public enum SymptoThermal {
    /// Evaluates one cycle.
    /// - Parameters:
    ///   - cycle: the observed days of the cycle, in date order; the first must have bleeding.
    ///   - previousCycle: the cycle before. Infertile days at the start of `cycle` are only
    ///     assumed when the rules confirmed ovulation in it.
    ///   - earlierCycles: the cycles before that, for the minus-8 rule.
    ///   - secondarySymptom: the sign read together with the temperature.
    public static func evaluate(
        cycle: [FertilityDay],
        previousCycle: [FertilityDay]? = nil,
        earlierCycles: [[FertilityDay]] = [],
        secondarySymptom: SecondarySymptom = .mucus
    ) -> SymptoThermalResult {
        var outcome = Outcome(secondarySymptom: secondarySymptom)
        if let problem = CycleProblem.find(in: cycle) {
            outcome.reason = .invalidCycle(problem)
            return outcome.result
        }
        outcome.menstruation = menstruation(of: cycle)

        let preOvulatory = preOvulatoryPhase(
            of: cycle, previousCycle: previousCycle, earlierCycles: earlierCycles, secondarySymptom: secondarySymptom
        )
        outcome.phases.preOvulatory = preOvulatory
        if let preOvulatory, preOvulatory.days.count == cycle.count {
            // Every observed day is still in the infertile start: nothing more to evaluate.
            outcome.assumeFertility = false
            return outcome.result
        }

        guard let firstDay = cycle.first else { return outcome.result }
        let periStart = preOvulatory.map { $0.end.adding(days: 1) } ?? firstDay.date
        let periDays = Array(cycle.dropFirst(preOvulatory?.days.count ?? 0))
        outcome.phases.periOvulatory = PeriOvulatoryPhase(start: periStart, end: nil, days: periDays)

        guard let temperature = TemperatureShiftDetector.detect(in: cycle) else {
            let readings = cycle.filter { $0.usableTemperature != nil }.count
            outcome.reason = readings < SymptoThermalReason.temperaturesNeeded
                ? .notEnoughTemperatures(count: readings) : .noTemperatureShift
            return outcome.result
        }
        guard let secondary = secondaryShift(
            in: cycle, symptom: secondarySymptom, temperatureEvaluationEndIndex: temperature.evaluationCompleteIndex
        ) else {
            outcome.reason = .noSecondarySymptomShift(temperatureShift: temperature.shift)
            return outcome.result
        }

        // The later of the two evaluations closes the fertile phase, in its evening.
        let periEnd = max(temperature.shift.evaluationComplete, secondary.evaluationComplete)
        outcome.phases.periOvulatory = PeriOvulatoryPhase(
            start: periStart, end: periEnd, days: periDays.filter { $0.date <= periEnd }
        )
        outcome.phases.postOvulatory = PostOvulatoryPhase(
            start: periEnd, startTime: .evening, days: periDays.filter { $0.date >= periEnd }
        )
        outcome.temperatureShift = temperature.shift
        outcome.secondarySymptomShift = secondary
        outcome.assumeFertility = false
        return outcome.result
    }

    /// The infertile start the rules allow a cycle that holds no temperature yet (its period days, its
    /// mucus): the cycles before it decide, as for a charted one.
    static func infertileStart(of cycle: [FertilityDay], previousCycle: [FertilityDay]?, earlierCycles: [[FertilityDay]],
                               secondarySymptom: SecondarySymptom = .mucus) -> PreOvulatoryPhase? {
        guard CycleProblem.find(in: cycle) == nil else { return nil }
        return preOvulatoryPhase(of: cycle, previousCycle: previousCycle, earlierCycles: earlierCycles, secondarySymptom: secondarySymptom)
    }

    private static func preOvulatoryPhase(
        of cycle: [FertilityDay],
        previousCycle: [FertilityDay]?,
        earlierCycles: [[FertilityDay]],
        secondarySymptom: SecondarySymptom
    ) -> PreOvulatoryPhase? {
        // Without a confirmed ovulation in the previous cycle no infertile start may be assumed.
        guard let previousCycle,
              evaluate(cycle: previousCycle, secondarySymptom: secondarySymptom).ovulationConfirmed
        else { return nil }
        // drip refuses to evaluate at all when an earlier cycle cannot be read; here the cycle is
        // still evaluated, but without infertile days at its start, since the minus-8 rule might
        // have shortened them.
        guard earlierCycles.allSatisfy({ CycleProblem.find(in: $0) == nil }) else { return nil }
        return FiveDayRule.preOvulatoryPhase(
            of: cycle, previousCycles: [previousCycle] + earlierCycles, secondarySymptom: secondarySymptom
        )
    }

    private static func secondaryShift(
        in cycle: [FertilityDay], symptom: SecondarySymptom, temperatureEvaluationEndIndex: Int
    ) -> SecondarySymptomShift? {
        switch symptom {
        case .mucus: MucusShiftDetector.detect(in: cycle, temperatureEvaluationEndIndex: temperatureEvaluationEndIndex)
        case .cervix: CervixShiftDetector.detect(in: cycle, temperatureEvaluationEndIndex: temperatureEvaluationEndIndex)
        }
    }

    /// Only for a cycle whose dates ascend.
    private static func menstruation(of cycle: [FertilityDay]) -> ClosedRange<LocalDate>? {
        let period = cycle.prefix { $0.bleeding }
        guard let first = period.first, let last = period.last else { return nil }
        return first.date...last.date
    }

    /// The result as it is being put together.
    private struct Outcome {
        let secondarySymptom: SecondarySymptom
        var menstruation: ClosedRange<LocalDate>?
        var assumeFertility = true
        var phases = FertilityPhases()
        var temperatureShift: TemperatureShift?
        var secondarySymptomShift: SecondarySymptomShift?
        var reason: SymptoThermalReason?

        var result: SymptoThermalResult {
            SymptoThermalResult(
                secondarySymptom: secondarySymptom,
                assumeFertility: assumeFertility,
                phases: phases,
                temperatureShift: temperatureShift,
                secondarySymptomShift: secondarySymptomShift,
                reason: reason,
                menstruation: menstruation
            )
        }
    }
}
