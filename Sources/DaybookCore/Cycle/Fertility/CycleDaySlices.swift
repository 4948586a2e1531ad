import Foundation

extension Array where Element == FertilityDay {
    /// The days after `index` up to and including `last`, clamped to the cycle.
    func days(after index: Int, through last: Int) -> ArraySlice<FertilityDay> {
        let lower = Swift.max(index + 1, 0)
        let upper = Swift.min(last + 1, count)
        return lower < upper ? self[lower..<upper] : []
    }
}
