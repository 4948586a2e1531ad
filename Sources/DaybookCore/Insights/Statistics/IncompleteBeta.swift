import Foundation

/// The regularized incomplete beta function I_x(a, b), the core of the Student t distribution.
/// Algorithm: Numerical Recipes in C, 2nd ed., §6.4 (`betai`, continued fraction `betacf`
/// evaluated by the modified Lentz method).
public enum IncompleteBeta {
    /// I_x(a, b) for a, b > 0 and x in 0...1; `nil` for arguments outside that domain.
    public static func regularized(x: Double, a: Double, b: Double) -> Double? {
        guard a > 0, b > 0, a.isFinite, b.isFinite, x.isFinite, (0...1).contains(x) else { return nil }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        // The front factor x^a (1−x)^b / (a B(a, b)), in logs to stay finite for large a, b.
        let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x)
        let front = exp(logFront)
        // The continued fraction converges fast for x < (a+1)/(a+b+2); otherwise use the symmetry
        // I_x(a, b) = 1 − I_{1−x}(b, a).
        if x < (a + 1) / (a + b + 2) {
            return front * continuedFraction(x: x, a: a, b: b) / a
        }
        return 1 - front * continuedFraction(x: 1 - x, a: b, b: a) / b
    }

    private static func continuedFraction(x: Double, a: Double, b: Double) -> Double {
        let maxIterations = 300
        let epsilon = 3.0e-16
        let tiny = 1.0e-300
        let qab = a + b, qap = a + 1, qam = a - 1
        var c = 1.0
        var d = 1 - qab * x / qap
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...maxIterations {
            let m = Double(m), m2 = 2 * m
            // Even step of the recurrence.
            var aa = m * (b - m) * x / ((qam + m2) * (a + m2))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            // Odd step.
            aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < epsilon { break }
        }
        return h
    }
}
