import Foundation

/// Why a cycle's days cannot be evaluated at all.
public enum CycleProblem: String, Codable, Sendable {
    case empty
    /// A cycle starts with menstrual bleeding.
    case firstDayWithoutBleeding
    /// Days must come in date order, each date once.
    case datesNotAscending

    /// The first problem with the days, or nil when the rules can read them.
    static func find(in cycle: [FertilityDay]) -> CycleProblem? {
        guard let first = cycle.first else { return .empty }
        guard first.bleeding else { return .firstDayWithoutBleeding }
        let ascending = zip(cycle, cycle.dropFirst()).allSatisfy { $0.date < $1.date }
        return ascending ? nil : .datesNotAscending
    }
}
