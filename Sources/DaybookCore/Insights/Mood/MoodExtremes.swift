/// Of several groups of days, the one with the largest and the one with the smallest share of good
/// moods; nil when there are fewer than two or they all share the same. A tie goes to the first.
struct MoodExtremes<Key> {
    let highest: Key
    let lowest: Key

    init?(_ groups: [(Key, MoodTally)]) {
        let rated = groups.compactMap { group in group.1.goodShare.map { (group.0, $0) } }
        guard rated.count >= 2, var best = rated.first, var worst = rated.first else { return nil }
        for item in rated.dropFirst() {
            if item.1 > best.1 { best = item }
            if item.1 < worst.1 { worst = item }
        }
        guard best.1 > worst.1 else { return nil }
        highest = best.0
        lowest = worst.0
    }
}
