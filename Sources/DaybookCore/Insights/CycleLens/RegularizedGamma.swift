import Foundation

/// The regularized incomplete gamma functions P(a, x) and Q(a, x) = 1 − P(a, x), and through them
/// the chi-square distribution's upper tail. Algorithm: Numerical Recipes in C, 2nd ed., §6.2
/// (`gammp`/`gammq`: the series for x < a + 1, the continued fraction by modified Lentz otherwise).
public enum RegularizedGamma {
    /// P(a, x) for a > 0 and x ≥ 0; `nil` outside that domain.
    public static func lower(a: Double, x: Double) -> Double? {
        guard a > 0, a.isFinite, x >= 0, !x.isNaN else { return nil }
        if x == 0 { return 0 }
        if x.isInfinite { return 1 }
        return x < a + 1 ? series(a: a, x: x) : 1 - continuedFraction(a: a, x: x)
    }

    /// Q(a, x) for a > 0 and x ≥ 0; `nil` outside that domain.
    public static func upper(a: Double, x: Double) -> Double? {
        guard a > 0, a.isFinite, x >= 0, !x.isNaN else { return nil }
        if x == 0 { return 1 }
        if x.isInfinite { return 0 }
        // Each form converges fast on its own side of a + 1; the other side is its complement.
        return x < a + 1 ? 1 - series(a: a, x: x) : continuedFraction(a: a, x: x)
    }

    /// P(χ² ≥ x) with `degreesOfFreedom` ≥ 1: the p-value of a chi-square statistic.
    public static func chiSquareUpperTail(_ x: Double, degreesOfFreedom: Int) -> Double? {
        guard degreesOfFreedom >= 1 else { return nil }
        return upper(a: Double(degreesOfFreedom) / 2, x: max(0, x) / 2)
    }

    private static let maxIterations = 500
    private static let epsilon = 3.0e-16
    private static let tiny = 1.0e-300

    /// P(a, x) by its series; the front factor in logs to stay finite.
    private static func series(a: Double, x: Double) -> Double {
        var ap = a
        var term = 1 / a
        var sum = term
        for _ in 0..<maxIterations {
            ap += 1
            term *= x / ap
            sum += term
            if abs(term) < abs(sum) * epsilon { break }
        }
        return sum * exp(-x + a * log(x) - lgamma(a))
    }

    /// Q(a, x) by its continued fraction.
    private static func continuedFraction(a: Double, x: Double) -> Double {
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var h = d
        for i in 1...maxIterations {
            let an = -Double(i) * (Double(i) - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < epsilon { break }
        }
        return exp(-x + a * log(x) - lgamma(a)) * h
    }
}
