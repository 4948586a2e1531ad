/// What an owner can share read-only with another person. Raw values are the API's names in `/api/v1/shares`.
public enum ShareCategory: String, Sendable, Codable, CaseIterable, Comparable {
    case cycle
    case symptoms
    case diabetes
    case stress
    case timelines

    /// The journal kinds a grant of this category shows. The symptoms record is split: its flow is
    /// the cycle's, the rest (mood, sleep, cramps, exercise hours, notes) is `symptoms`.
    public var journalKinds: Set<JournalKind> {
        switch self {
        case .cycle: [.symptoms, .temperature, .ovulationTests, .fertility]
        case .symptoms: [.symptoms, .spans, .weight]
        case .diabetes: [.glucose, .insulin, .meals, .exercise]
        case .stress: [.stress, .metrics]
        case .timelines: []
        }
    }

    /// The one category that grants reading entries of `kind` on their own (by id, in lists).
    /// Symptoms records are read through days, which split them by field.
    public static func covering(_ kind: JournalKind) -> ShareCategory {
        switch kind {
        case .symptoms, .spans, .weight: .symptoms
        case .temperature, .ovulationTests, .fertility: .cycle
        case .glucose, .insulin, .meals, .exercise: .diabetes
        case .stress, .metrics: .stress
        }
    }

    /// Parses the API's list of names; unknown or repeated names are refused.
    public static func parse(_ names: [String], field: String = "categories") throws(ValidationError) -> Set<ShareCategory> {
        var result: Set<ShareCategory> = []
        for name in names {
            guard let category = ShareCategory(rawValue: name) else {
                throw ValidationError(field: field, .onlyKnownCategories)
            }
            result.insert(category)
        }
        guard !result.isEmpty else { throw ValidationError(field: field, .atLeastOneCategory) }
        return result
    }

    /// Declaration order, so lists of categories read the same everywhere.
    public static func < (lhs: ShareCategory, rhs: ShareCategory) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
