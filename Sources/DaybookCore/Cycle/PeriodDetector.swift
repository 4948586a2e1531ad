/// Turns logged flow days and manual entries into the period history.
///
/// Rules (product requirement, cycle engine):
/// - A period starts on a LIGHT, MEDIUM or HEAVY day with no bleeding on the two days before it.
/// - A single day without bleeding (unlogged, NONE or SPOTTING) does not split a period; two do.
/// - Spotting neither starts nor extends a period: the period runs from its first to its last
///   bleeding day. Spotting is kept for the persistent-spotting alert instead. (Spotting before a
///   period is common and would otherwise move the start, which predictions are measured from.)
/// - Manual periods win: a derived period that overlaps a manual one, or lies within one gap day
///   of it (so the two would be one period by the rule above), is dropped in favour of the manual one.
/// - Bleeding that begins fewer than `CycleDefaults.shortestCycle` days after the last period began is
///   an uncertain start: the person is asked whether it is a new period or spotting.
public enum PeriodDetector {
    /// The largest number of non-bleeding days between two bleeding days of one period.
    public static let maximumGapDays = 1

    public static func periods(fromFlow flow: [LocalDate: FlowLevel]) -> [Period] {
        let bleedingDays = flow.filter { $0.value.isBleeding }.keys.sorted()
        var periods: [Period] = []
        for day in bleedingDays {
            if let last = periods.last, let end = last.end, day.days(since: end) <= maximumGapDays + 1 {
                periods[periods.count - 1].end = day
            } else {
                periods.append(Period(start: day, end: day, source: .logged))
            }
        }
        return periods
    }

    /// Manual periods plus the derived ones they do not touch, sorted by start.
    public static func merge(derived: [Period], manual: [Period]) -> [Period] {
        let kept = derived.filter { candidate in
            !manual.contains { touches(candidate, $0) }
        }
        return (kept + manual).sorted { $0.start < $1.start }
    }

    /// The whole history: flow-derived and manual periods merged, plus the onboarding period when
    /// nothing else covers it; bleeding that began too soon after a period is a period only once the
    /// person said so (`answers`), and is left out while it waits or when it was spotting.
    public static func history(
        flow: [LocalDate: FlowLevel],
        manual: [Period] = [],
        onboardingStart: LocalDate? = nil,
        onboardingLength: Int? = nil,
        answers: [LocalDate: StartAnswer] = [:]
    ) -> [Period] {
        classify(flow: flow, manual: manual, onboardingStart: onboardingStart, onboardingLength: onboardingLength, answers: answers).periods
    }

    /// Starts that wait for the person's answer, oldest first.
    public static func uncertainStarts(
        flow: [LocalDate: FlowLevel],
        manual: [Period] = [],
        onboardingStart: LocalDate? = nil,
        onboardingLength: Int? = nil,
        answers: [LocalDate: StartAnswer] = [:]
    ) -> [UncertainStart] {
        classify(flow: flow, manual: manual, onboardingStart: onboardingStart, onboardingLength: onboardingLength, answers: answers).uncertain
    }

    /// Every candidate period in order; one that starts fewer than `shortestCycle` days after the last
    /// period counted is kept only with the answer "period". Manual and onboarding periods are the
    /// person's own statements and are never questioned.
    static func classify(
        flow: [LocalDate: FlowLevel],
        manual: [Period],
        onboardingStart: LocalDate?,
        onboardingLength: Int?,
        answers: [LocalDate: StartAnswer]
    ) -> (periods: [Period], uncertain: [UncertainStart]) {
        var candidates = merge(derived: periods(fromFlow: flow), manual: manual)
        if let start = onboardingStart {
            let length = max(1, onboardingLength ?? CycleDefaults.periodLength)
            let onboarding = Period(start: start, end: start.adding(days: length - 1), source: .onboarding)
            if !candidates.contains(where: { touches(onboarding, $0) }) {
                candidates.append(onboarding)
                candidates.sort { $0.start < $1.start }
            }
        }
        var periods: [Period] = []
        var uncertain: [UncertainStart] = []
        for candidate in candidates {
            guard candidate.source == .logged, let previous = periods.last,
                  candidate.start.days(since: previous.start) < CycleDefaults.shortestCycle
            else {
                periods.append(candidate)
                continue
            }
            switch answers[candidate.start] {
            case .period: periods.append(candidate)
            case .spotting: continue
            case nil: uncertain.append(UncertainStart(date: candidate.start, previousStart: previous.start))
            }
        }
        return (periods, uncertain)
    }

    /// Two periods touch when they overlap or only `maximumGapDays` separate them.
    static func touches(_ a: Period, _ b: Period) -> Bool {
        let aEnd = a.end ?? a.start
        let bEnd = b.end ?? b.start
        return a.start.days(since: bEnd) <= maximumGapDays + 1 && b.start.days(since: aEnd) <= maximumGapDays + 1
    }
}
