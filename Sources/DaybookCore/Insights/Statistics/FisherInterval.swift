import Foundation

/// A confidence interval for a correlation coefficient.
public struct CorrelationInterval: Sendable, Codable, Equatable {
    public let lower: Double
    public let upper: Double

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The 95 % interval of Pearson's r through Fisher's z = atanh(r), whose standard error is
    /// 1/√(n − 3) (Fisher 1921). Needs n ≥ 4; a perfect correlation gives the point [r, r].
    public static func fisher95(r: Double, n: Int) -> CorrelationInterval? {
        guard n >= 4, r.isFinite, (-1...1).contains(r) else { return nil }
        if abs(r) == 1 { return CorrelationInterval(lower: r, upper: r) }
        let z = atanh(r)
        let halfWidth = 1.959963984540054 / Double(n - 3).squareRoot()  // the 97.5 % normal quantile
        return CorrelationInterval(lower: tanh(z - halfWidth), upper: tanh(z + halfWidth))
    }
}
