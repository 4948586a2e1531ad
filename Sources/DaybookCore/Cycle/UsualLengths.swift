/// The lengths a gynaecologist calls usual, to mark a cycle or a period that falls outside them.
///
/// Cycle 24–38 days and bleeding of at most 8 days are FIGO 2018's normal limits (Munro et al.,
/// Int J Gynecol Obstet 2018), the same limits `DeviationRules` flags long and short cycles by. FIGO
/// sets no lower limit for bleeding; a single day is marked short here because it is worth asking about.
public enum UsualLengths {
    public static let cycleDays = DeviationRules.shortCycleBelow...DeviationRules.longCycleAbove
    public static let periodDays = 2...8

    /// `.short` below the range, `.long` above it, nil within it.
    public static func deviation(of days: Int, from usual: ClosedRange<Int>) -> LengthDeviation? {
        if days < usual.lowerBound { return .short }
        if days > usual.upperBound { return .long }
        return nil
    }
}

/// A length outside its usual range.
public enum LengthDeviation: String, Sendable, Hashable, Codable {
    case short, long
}
