extension CorrelationReading.Evidence {
    /// The evidence bands correlations are read with, so both insights speak alike: p under 0.01
    /// strong evidence, under 0.05 some, otherwise none (also without a p-value).
    public init(pValue: Double?) {
        switch pValue {
        case .some(let p) where p < 0.01: self = .strong
        case .some(let p) where p < 0.05: self = .some
        default: self = .none
        }
    }
}
