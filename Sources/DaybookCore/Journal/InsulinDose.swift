import Foundation

/// One insulin dose, with its kind and an optional product name.
public struct InsulinDose: Timestamped, Sendable, Equatable, Codable {
    public private(set) var units: Double
    public private(set) var kind: InsulinKind
    public private(set) var name: String?
    public private(set) var time: Date

    /// More than 100 units at once is far beyond any usual dose: most likely a typo.
    public static let maximumUnits = 100.0
    public static let maximumNameLength = 100

    /// A blank name is no name.
    public init(units: Double, kind: InsulinKind, name: String? = nil, time: Date) throws(ValidationError) {
        self.units = units
        self.kind = kind
        let trimmed = name?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.name = trimmed?.isEmpty == false ? trimmed : nil
        self.time = time
        try validate()
    }

    public func validate() throws(ValidationError) {
        guard units > 0, units <= Self.maximumUnits else {
            throw ValidationError(field: "units", .insulinUnits)
        }
        try EntryRules.check(name, maximum: Self.maximumNameLength, field: "name")
    }

    private enum CodingKeys: String, CodingKey {
        case units, kind, name, time
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            units: c.decode(Double.self, forKey: .units),
            kind: c.decode(InsulinKind.self, forKey: .kind),
            name: c.decodeIfPresent(String.self, forKey: .name),
            time: c.decode(Date.self, forKey: .time)
        )
    }
}
