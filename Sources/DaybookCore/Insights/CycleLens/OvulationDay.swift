/// Where a cycle's ovulation lies, and how it is known.
public enum OvulationDay: Sendable, Hashable, Codable {
    /// Confirmed by a temperature shift.
    case confirmed(LocalDate)
    /// The next period start minus `CycleDefaults.lutealPhaseDays`: the luteal phase varies far
    /// less than the follicular phase, so counting back from the next start is the usual estimate.
    case estimated(LocalDate)
    /// The current cycle without a confirmed ovulation: there is no next start to count back from.
    case unknown

    public var date: LocalDate? {
        switch self {
        case .confirmed(let date), .estimated(let date): date
        case .unknown: nil
        }
    }

    public var isConfirmed: Bool {
        if case .confirmed = self { return true }
        return false
    }

    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }
}
