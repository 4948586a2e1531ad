import Foundation

/// Student's t distribution with `degreesOfFreedom` > 0, through the incomplete beta function:
/// P(|T| > |t|) = I_{ν/(ν+t²)}(ν/2, 1/2) (Numerical Recipes §6.4, eq. 6.4.9).
public struct StudentT: Sendable, Equatable {
    public let degreesOfFreedom: Double

    public init(degreesOfFreedom: Double) throws(ValidationError) {
        guard degreesOfFreedom > 0, degreesOfFreedom.isFinite else {
            throw ValidationError(field: "degreesOfFreedom", .positiveNumber)
        }
        self.degreesOfFreedom = degreesOfFreedom
    }

    /// P(|T| ≥ |t|): the two-sided p-value of a t statistic.
    public func twoSidedPValue(_ t: Double) -> Double {
        if t.isNaN { return 1 }
        if t.isInfinite { return 0 }
        let nu = degreesOfFreedom
        return IncompleteBeta.regularized(x: nu / (nu + t * t), a: nu / 2, b: 0.5) ?? 1
    }

    /// P(T ≤ t).
    public func cdf(_ t: Double) -> Double {
        let tail = twoSidedPValue(t) / 2
        return t >= 0 ? 1 - tail : tail
    }
}
