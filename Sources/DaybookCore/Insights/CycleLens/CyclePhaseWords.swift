/// The words a `CyclePhaseReading` is said in, supplied by the caller's localisation: the core
/// knows no language. Templates may use {measure}, {unit}, {amount}, {higher}, {lower}, {cycles}
/// and {evidence}.
public struct CyclePhaseWords: Sendable {
    /// E.g. "Your {measure} runs {amount} {unit} higher in the {higher} phase than in the {lower}
    /// phase; {cycles} cycles, {evidence}."
    public var difference: String
    /// E.g. "Your {measure} shows no clear difference between phases; {cycles} cycles."
    public var noClearDifference: String
    /// E.g. "Not enough cycles yet to compare your {measure} between phases."
    public var notEnoughData: String
    /// A phase without a name here is called by its raw value.
    public var phaseNames: [CyclePhase: String]
    /// E.g. strong → "strong evidence", some → "some evidence".
    public var evidence: [CorrelationReading.Evidence: String]
    /// The amount as the caller writes numbers (decimal separator, precision for the unit).
    public var formatAmount: @Sendable (Double) -> String

    public init(difference: String, noClearDifference: String, notEnoughData: String,
                phaseNames: [CyclePhase: String], evidence: [CorrelationReading.Evidence: String],
                formatAmount: @escaping @Sendable (Double) -> String) {
        self.difference = difference
        self.noClearDifference = noClearDifference
        self.notEnoughData = notEnoughData
        self.phaseNames = phaseNames
        self.evidence = evidence
        self.formatAmount = formatAmount
    }

    func name(_ phase: CyclePhase) -> String {
        phaseNames[phase] ?? phase.rawValue
    }
}
