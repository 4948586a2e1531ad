/// Holm's step-down correction of p-values for multiple comparisons (Holm 1979): the i-th smallest
/// of m p-values is multiplied by (m − i + 1), then made monotone and capped at 1.
public enum HolmCorrection {
    /// Adjusted p-values, in the order given.
    public static func adjust(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = [Double](repeating: 1, count: m)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(m - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }
}
