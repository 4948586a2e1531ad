/// The five zones of the glycemia risk index, from lowest risk (A) to highest (E), each 20 GRI units
/// wide (Klonoff et al., J Diabetes Sci Technol 2023). A boundary value belongs to the lower zone, as the
/// paper's integer zones 0–20, 21–40, … do.
public enum GRIZone: String, Sendable, Codable, CaseIterable {
    case a = "A", b = "B", c = "C", d = "D", e = "E"

    public init(gri: Double) {
        switch gri {
        case ...20: self = .a
        case ...40: self = .b
        case ...60: self = .c
        case ...80: self = .d
        default: self = .e
        }
    }
}
