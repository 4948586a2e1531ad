import Foundation

/// `limit` and `skip` of a search or a history, read as Nightscout reads them (collection.js
/// `parseLimit`, search/input.js `parseSkip`): JavaScript's `Number` decides whether the text is in
/// range, `parseInt` gives the count (`limit=3.9` is 3).
public enum NightscoutV3Limit {
    /// `API3_MAX_LIMIT`: the most documents one answer holds, and the count when no `limit` is given.
    public static let maximum = 1000

    public static func limit(_ text: String?, maximum: Int = maximum) throws(NightscoutV3Error) -> Int {
        guard let text, !text.isEmpty else { return maximum }
        guard let number = NightscoutV3JavaScript.number(text), number > 0, number <= Double(maximum) else { throw .badLimit }
        // A fraction below 1 leaves 0, which Nightscout's MongoDB reads as no limit: here the maximum.
        guard let whole = NightscoutV3JavaScript.parseInt(text), whole >= 1 else { return maximum }
        return Int(whole)
    }

    public static func skip(_ text: String?) throws(NightscoutV3Error) -> Int {
        guard let text, !text.isEmpty else { return 0 }
        guard let number = NightscoutV3JavaScript.number(text), number >= 0 else { throw .badSkip }
        guard let whole = NightscoutV3JavaScript.parseInt(text), whole >= 1 else { return 0 }
        return Int(min(whole, 1e15))
    }
}
