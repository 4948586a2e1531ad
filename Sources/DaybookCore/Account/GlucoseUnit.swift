/// The unit a person reads glucose in. Daybook stores mg/dL and converts at the edges.
public enum GlucoseUnit: String, Sendable, Codable, CaseIterable {
    case mgPerDL = "mg/dL"
    case mmolPerL = "mmol/L"

    /// mg/dL per mmol/L for glucose (molar mass 180.156 g/mol).
    public static let mgPerDLPerMmolPerL = 18.01559

    public func toMgPerDL(_ value: Double) -> Double {
        switch self {
        case .mgPerDL: value
        case .mmolPerL: value * Self.mgPerDLPerMmolPerL
        }
    }

    public func fromMgPerDL(_ value: Double) -> Double {
        switch self {
        case .mgPerDL: value
        case .mmolPerL: value / Self.mgPerDLPerMmolPerL
        }
    }

    /// A value for display: whole numbers in mg/dL, one decimal in mmol/L.
    public func rounded(_ value: Double) -> Double {
        switch self {
        case .mgPerDL: value.rounded()
        case .mmolPerL: (value * 10).rounded() / 10
        }
    }
}
