import Foundation

/// Pearson correlation and the least-squares line y = intercept + slope·x of paired values,
/// with r's 95 % confidence interval and p-values. Computes for any n ≥ 3; whether that is enough
/// data to show is the caller's decision (see `CorrelationAnalysis`).
public struct LinearCorrelation: Sendable, Codable, Equatable {
    public let n: Int
    /// `nil` when x is constant (no line fits).
    public let slope: Double?
    public let intercept: Double?
    /// `nil` when x or y is constant: r is undefined, not NaN.
    public let r: Double?
    public let rSquared: Double?
    public let confidenceInterval: CorrelationInterval?
    /// Two-sided t-test of r = 0 with n − 2 degrees of freedom.
    public let pValue: Double?
    /// Two-sided permutation p-value, computed when n < 30 (see `PermutationTest`).
    public let permutationPValue: Double?

    /// Below this many pairs the permutation test is added to the t-test.
    public static let permutationLimit = 30

    public init(x: [Double], y: [Double], permutations: Int = 10_000, seed: UInt64 = 0x0DA7_B00C) throws(ValidationError) {
        guard x.count == y.count else {
            throw ValidationError(field: "y", .asManyValuesAsX)
        }
        guard x.count >= 3 else {
            throw ValidationError(field: "x", .atLeastThreePairs)
        }
        guard x.allSatisfy(\.isFinite), y.allSatisfy(\.isFinite) else {
            throw ValidationError(field: "x", .finiteValues)
        }
        let n = x.count
        let count = Double(n)
        let mx = x.reduce(0, +) / count
        let my = y.reduce(0, +) / count
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for i in 0..<n {
            let dx = x[i] - mx, dy = y[i] - my
            sxx += dx * dx
            syy += dy * dy
            sxy += dx * dy
        }
        self.n = n
        if sxx > 0 {
            slope = sxy / sxx
            intercept = my - sxy / sxx * mx
        } else {
            slope = nil
            intercept = nil
        }
        guard sxx > 0, syy > 0 else {
            r = nil; rSquared = nil; confidenceInterval = nil; pValue = nil; permutationPValue = nil
            return
        }
        let rawR = sxy / (sxx * syy).squareRoot()
        let r = min(1, max(-1, rawR))
        self.r = r
        rSquared = r * r
        confidenceInterval = CorrelationInterval.fisher95(r: r, n: n)
        let df = Double(n - 2)
        if abs(r) == 1 {
            pValue = 0
        } else {
            let t = r * (df / (1 - r * r)).squareRoot()
            pValue = (try? StudentT(degreesOfFreedom: df))?.twoSidedPValue(t)
        }
        permutationPValue = n < Self.permutationLimit
            ? PermutationTest.pValue(x: x, y: y, permutations: permutations, seed: seed)
            : nil
    }
}
