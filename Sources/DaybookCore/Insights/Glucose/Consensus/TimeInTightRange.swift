/// Time in tight range: the share (0…1) of readings from 70 to 140 mg/dL, both included — the target
/// proposed for people without diabetes-level variability (Battelino et al., Lancet Diabetes
/// Endocrinol 2023; Beck et al., Diabetes Technol Ther 2023).
enum TimeInTightRange {
    static let range = 70.0...140.0

    static func share(of mgPerDL: [Double]) -> Double? {
        guard !mgPerDL.isEmpty else { return nil }
        let inside = mgPerDL.reduce(0) { range.contains($1) ? $0 + 1 : $0 }
        return Double(inside) / Double(mgPerDL.count)
    }
}
