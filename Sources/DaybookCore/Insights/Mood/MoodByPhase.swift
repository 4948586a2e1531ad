/// Moods by cycle phase, and the phases with the best and the lowest moods once each compared phase
/// has enough days: "your moods were lowest in the days before your period".
public struct MoodByPhase: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Codable {
        case ok
        /// Fewer than two phases have `minimumDays` days with a mood.
        case notEnoughData
        /// No cycles at all (no periods logged): more moods alone would not help.
        case noCycles
    }

    /// Days with a mood a phase needs to be compared.
    public static let minimumDays = 7

    /// Every phase with at least one mood, in cycle order.
    public let phases: [PhaseMood]
    public let status: Status
    /// The compared phase with the smallest share of good moods; nil unless `.ok` and the phases differ.
    public let lowest: CyclePhase?
    /// The compared phase with the largest share of good moods; nil unless `.ok` and the phases differ.
    public let highest: CyclePhase?
    /// More days still needed (in the second-best-filled phase) before phases are compared; 0 when `.ok`.
    public let daysNeeded: Int
    public let minimumDays: Int

    public init(moods: [DatedMood], cycles: [PhasedCycle]) {
        var byPhase: [CyclePhase: [MoodLevel]] = [:]
        for day in moods {
            guard let cycle = cycles.first(where: { $0.cycleDay(of: day.date) != nil }),
                  let phase = cycle.phase(on: day.date) else { continue }
            byPhase[phase, default: []].append(day.mood)
        }
        phases = CyclePhase.allCases.compactMap { phase in byPhase[phase].map { PhaseMood(phase: phase, tally: MoodTally($0)) } }
        minimumDays = Self.minimumDays
        let compared = phases.filter { $0.tally.days >= Self.minimumDays }
        let filled = phases.map(\.tally.days).sorted(by: >)
        let secondBest = filled.count >= 2 ? filled[1] : 0
        daysNeeded = compared.count >= 2 || cycles.isEmpty ? 0 : max(0, Self.minimumDays - secondBest)
        status = cycles.isEmpty ? .noCycles : compared.count >= 2 ? .ok : .notEnoughData
        let extremes = MoodExtremes(compared.map { ($0.phase, $0.tally) })
        lowest = status == .ok ? extremes?.lowest : nil
        highest = status == .ok ? extremes?.highest : nil
    }
}
