/// The CLDR plural categories: which form of a counted text a number takes ("1 day", "2 days").
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

extension Language {
    /// The category of a whole number, by the CLDR 44 cardinal rules (plurals.xml). Only integers are
    /// ever counted, so for them the operands are i = |n|, v = 0, e = 0.
    public func pluralCategory(_ count: Int) -> PluralCategory {
        let i = count.magnitude
        switch self {
        case .en, .de, .nl:
            return i == 1 ? .one : .other
        case .fr, .ptBR:
            // one: i = 0,1; many: i != 0 and i % 1000000 = 0.
            if i <= 1 { return .one }
            return i % 1_000_000 == 0 ? .many : .other
        case .es, .it:
            // es: one: n = 1; it: one: i = 1 and v = 0; both many: i != 0 and i % 1000000 = 0.
            if i == 1 { return .one }
            return i != 0 && i % 1_000_000 == 0 ? .many : .other
        case .pl:
            // one: i = 1; few: i % 10 = 2..4 and i % 100 != 12..14; many: every other integer.
            if i == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        }
    }

    /// The category of a number as it is shown (`NumberText`'s "1,7", "28"): fractions have rules of
    /// their own (CLDR's operands i, the integer digits, and v, the visible fraction digits). French and
    /// Portuguese put 0–1.99 in `one` ("1,7 jour"); English, German, Dutch, Italian and Polish put any
    /// visible fraction in `other` ("1.0 days"); Spanish `one` is exactly 1.
    public func pluralCategory(shown text: String) -> PluralCategory {
        let separator = Character(NumberText.decimalSeparator(self))
        let parts = text.filter { $0.isNumber || $0 == separator }.split(separator: separator, omittingEmptySubsequences: false)
        let integer = Int(parts.first ?? "") ?? 0
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        guard !fraction.isEmpty else { return pluralCategory(integer) }
        let i = integer.magnitude
        switch self {
        case .fr, .ptBR: return i <= 1 ? .one : .other
        case .es: return i == 1 && fraction.allSatisfy { $0 == "0" } ? .one : .other
        case .en, .de, .nl, .it, .pl: return .other
        }
    }

    /// The categories a counted text needs in this language: those whole numbers fall into, and `other`,
    /// which CLDR has in every language (Polish uses it for fractions) and which a missing form falls back to.
    public var pluralCategories: Set<PluralCategory> {
        switch self {
        case .en, .de, .nl: [.one, .other]
        case .fr, .es, .it, .ptBR: [.one, .many, .other]
        case .pl: [.one, .few, .many, .other]
        }
    }
}
