/// One era in the scenario JSON (see `Scenario`'s coding); its points need the scenario's unit.
/// Names and texts are optional, as eras need none.
extension Scenario.Era {
    enum CodingKeys: String, CodingKey {
        case start, startDouble, end, endDouble, nameEn, nameDe, textEn, textDe, startNotation, endNotation
    }

    static func decode(from e: KeyedDecodingContainer<CodingKeys>, unit: TimelineUnit, field prefix: String)
        throws -> Scenario.Era {
        Scenario.Era(
            start: try Scenario.decodePoint(e, .start, unit: unit, field: prefix + ".start"),
            end: try Scenario.decodePoint(e, .end, unit: unit, field: prefix + ".end"),
            unit: unit,
            nameEn: try e.decodeIfPresent(String.self, forKey: .nameEn) ?? "",
            nameDe: try e.decodeIfPresent(String.self, forKey: .nameDe) ?? "",
            textEn: try e.decodeIfPresent(String.self, forKey: .textEn) ?? "",
            textDe: try e.decodeIfPresent(String.self, forKey: .textDe) ?? "",
            startNotation: try e.decodeIfPresent(TimelineDateNotation.self, forKey: .startNotation),
            endNotation: try e.decodeIfPresent(TimelineDateNotation.self, forKey: .endNotation))
    }

    func encode(into e: inout KeyedEncodingContainer<CodingKeys>, unit: TimelineUnit) throws {
        try Scenario.encodePoint(start, unit: unit, into: &e, forKey: .start)
        try e.encode(startDouble, forKey: .startDouble)
        try Scenario.encodePoint(end, unit: unit, into: &e, forKey: .end)
        try e.encode(endDouble, forKey: .endDouble)
        for (text, key) in [(nameEn, CodingKeys.nameEn), (nameDe, .nameDe), (textEn, .textEn), (textDe, .textDe)]
        where !text.isEmpty {
            try e.encode(text, forKey: key)
        }
        try e.encodeIfPresent(startNotation, forKey: .startNotation)
        try e.encodeIfPresent(endNotation, forKey: .endNotation)
    }
}
