/// One event in the scenario JSON (see `Scenario`'s coding); its points need the scenario's unit.
extension Scenario.Event {
    enum CodingKeys: String, CodingKey {
        case index, start, startDouble, end, endDouble, textEn, textDe, major, image, license, source
        case startNotation, endNotation, textForm, presentation
    }

    static func decode(from e: KeyedDecodingContainer<CodingKeys>, unit: TimelineUnit, field prefix: String)
        throws -> Scenario.Event {
        Scenario.Event(
            start: try Scenario.decodePoint(e, .start, unit: unit, field: prefix + ".start"),
            unit: unit,
            textEn: try e.decode(String.self, forKey: .textEn),
            textDe: try e.decode(String.self, forKey: .textDe),
            major: try e.decodeIfPresent(Bool.self, forKey: .major) ?? false,
            image: try e.decodeIfPresent(String.self, forKey: .image),
            license: try e.decodeIfPresent(String.self, forKey: .license),
            source: try e.decodeIfPresent(String.self, forKey: .source),
            end: try Scenario.decodePointIfPresent(e, .end, unit: unit, field: prefix + ".end"),
            startNotation: try e.decodeIfPresent(TimelineDateNotation.self, forKey: .startNotation),
            endNotation: try e.decodeIfPresent(TimelineDateNotation.self, forKey: .endNotation),
            textForm: try e.decodeIfPresent(SlideTextForm.self, forKey: .textForm) ?? .headline,
            presentation: try e.decodeIfPresent(SlidePresentation.self, forKey: .presentation))
    }

    func encode(into e: inout KeyedEncodingContainer<CodingKeys>, unit: TimelineUnit) throws {
        try e.encode(index, forKey: .index)
        try Scenario.encodePoint(start, unit: unit, into: &e, forKey: .start)
        try e.encode(startDouble, forKey: .startDouble)
        if let end {
            try Scenario.encodePoint(end, unit: unit, into: &e, forKey: .end)
            try e.encodeIfPresent(endDouble, forKey: .endDouble)
        }
        try e.encode(textEn, forKey: .textEn)
        try e.encode(textDe, forKey: .textDe)
        try e.encode(major, forKey: .major)
        try e.encodeIfPresent(image, forKey: .image)
        try e.encodeIfPresent(license, forKey: .license)
        try e.encodeIfPresent(source, forKey: .source)
        try e.encodeIfPresent(startNotation, forKey: .startNotation)
        try e.encodeIfPresent(endNotation, forKey: .endNotation)
        if textForm != .headline { try e.encode(textForm, forKey: .textForm) }
        try e.encodeIfPresent(presentation, forKey: .presentation)
    }
}
