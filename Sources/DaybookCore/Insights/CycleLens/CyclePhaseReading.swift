import Foundation

/// A cycle lens read the way a person would say it: which phase runs higher than which and by how
/// much, over how many cycles, and how sure we are it is not chance (the evidence bands of
/// `CorrelationReading`). Words are the caller's (`CyclePhaseWords`); this holds only the parts.
public struct CyclePhaseReading: Sendable, Hashable {
    public enum Outcome: String, Sendable {
        /// Some or strong evidence that the phases differ.
        case difference
        /// A test was made, and its p-value is 0.05 or more.
        case noClearDifference
        /// Too few cycles, or too few phases with enough days, for a test.
        case notEnoughData
    }

    public let outcome: Outcome
    /// The phases with the highest and the lowest mean; nil without a test.
    public let higherPhase: CyclePhase?
    public let lowerPhase: CyclePhase?
    /// The higher mean minus the lower, in the measure's unit; nil without a test.
    public let amount: Double?
    /// Cycles the lens used, the current one included.
    public let cycles: Int
    public let evidence: CorrelationReading.Evidence

    /// `adjustedPValue` replaces the lens's own p-value when the caller reads several measures at
    /// once and corrects across them (e.g. `HolmCorrection`), as the correlations do.
    public init(_ lens: CyclePhaseLens, adjustedPValue: Double? = nil) {
        cycles = lens.cyclesUsed
        guard let test = lens.test, let difference = lens.biggestDifference else {
            outcome = .notEnoughData
            higherPhase = nil
            lowerPhase = nil
            amount = nil
            evidence = .none
            return
        }
        higherPhase = difference.higher
        lowerPhase = difference.lower
        amount = difference.amount
        evidence = CorrelationReading.Evidence(pValue: adjustedPValue ?? test.pValue)
        outcome = evidence == .none ? .noClearDifference : .difference
    }

    /// The sentence in the caller's words, e.g. "Your glucose runs 12 mg/dL higher in the luteal
    /// phase than in the follicular phase; 4 cycles, strong evidence." with English words.
    public func sentence(measure: String, unit: String, words: CyclePhaseWords) -> String {
        let template = switch outcome {
        case .difference: words.difference
        case .noClearDifference: words.noClearDifference
        case .notEnoughData: words.notEnoughData
        }
        let parts: [(String, String)] = [
            ("{measure}", measure),
            ("{unit}", unit),
            ("{amount}", amount.map(words.formatAmount) ?? ""),
            ("{higher}", higherPhase.map(words.name) ?? ""),
            ("{lower}", lowerPhase.map(words.name) ?? ""),
            ("{cycles}", String(cycles)),
            ("{evidence}", words.evidence[evidence] ?? ""),
        ]
        return parts.reduce(template) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}
