/// CONGA, continuous overall net glycemic action (McDonnell et al., Diabetes Technol Ther 2005): the
/// sample SD of the differences between each point of a 5-minute grid (interpolated across gaps up to
/// 45 minutes) and the point `hours` earlier, where both have a value — iglu's `conga`.
enum CONGA {
    static let defaultHours = 1

    static func conga(_ grid: GlucoseGrid, hours: Int = defaultHours) -> Double? {
        let lag = Int((Double(hours) * 3600 / grid.step).rounded())
        let v = grid.values
        guard lag > 0, v.count > lag else { return nil }
        var differences: [Double] = []
        differences.reserveCapacity(v.count - lag)
        for k in lag..<v.count where !v[k].isNaN && !v[k - lag].isNaN {
            differences.append(v[k] - v[k - lag])
        }
        guard differences.count > 1 else { return nil }
        let mean = differences.reduce(0, +) / Double(differences.count)
        let squares = differences.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (squares / Double(differences.count - 1)).squareRoot()
    }
}
