/// How finely a date was given: a date given only as a year is written back as only a year,
/// one given to the month as year and month, and so on. Ordered from coarse to fine.
public enum TimelinePrecision: String, Sendable, Hashable, CaseIterable, Comparable {
    case year, month, day, hour, minute, second, millisecond

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

extension TimelinePrecision: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let precision = TimelinePrecision(rawValue: text) else {
            let known = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(field: TimelineFieldPath.field(decoder.codingPath), .oneOf, ["choices": "\(known)"])
        }
        self = precision
    }
}
