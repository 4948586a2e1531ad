/// The steps one search may spend matching patterns, shared by every document and field it tests.
/// Every scalar examined costs at least one step, so the budget also caps the text examined.
public final class PatternBudget {
    public private(set) var remaining: Int

    /// About a tenth of a second of one core in a release build.
    public static let perSearch = 10_000_000

    public init(steps: Int = perSearch) {
        remaining = steps
    }

    /// Steps between two looks at whether the search's request has ended.
    static let stepsBetweenChecks = 1 << 16
    private var sinceCheck = 0

    func spend(_ steps: Int) throws(PatternRefusal) {
        remaining -= steps
        if remaining < 0 { throw .overBudget }
        sinceCheck += steps
        if sinceCheck >= Self.stepsBetweenChecks {
            sinceCheck = 0
            // A request answered at its deadline, or whose client left, is cancelled: its search stops too.
            if Task.isCancelled { throw .cancelled }
        }
    }
}
