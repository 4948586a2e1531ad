/// The J-index: 0.001 × (mean + SD)² with mean and sample SD in mg/dL (Wojcicki, Horm Metab Res 1995).
enum JIndex {
    static func of(mean: Double, sd: Double) -> Double {
        0.001 * (mean + sd) * (mean + sd)
    }
}
