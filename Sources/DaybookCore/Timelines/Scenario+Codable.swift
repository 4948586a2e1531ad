import Foundation

/// The scenario JSON: a scenario object with its `events` array; `start`/`end` are strings for the
/// `datetime`/`date` units and numbers otherwise. Encoding adds the derived fields (`startDouble`,
/// `endDouble`, `totalEvents`, `majorEvents`, each event's `index`, `startDouble` and `endDouble`);
/// decoding ignores them and derives them again, so a file cannot contradict itself.
/// What TimelineJS files bring beyond that (`eras`, `titleForm`, `titlePresentation`, `scale`, and per
/// event `end`, notations, `textForm`, `presentation`) is optional and only written when present, so
/// files written before these fields existed decode as they did.
extension Scenario: Codable {
    enum CodingKeys: String, CodingKey {
        case named, nameEn, nameDe, textEn, textDe, unit, start, end, startDouble, endDouble
        case totalEvents, majorEvents, image, license, source, events
        case eras, titleForm, titlePresentation, scale
    }

    /// Decodes and validates a scenario file; every problem becomes a `ValidationError` naming the
    /// field, e.g. "events[3].start".
    public static func decode(fromJSON data: Data) throws(ValidationError) -> Scenario {
        do {
            return try JSONDecoder().decode(Scenario.self, from: data)
        } catch {
            throw TimelineFieldPath.validationError(from: error)
        }
    }

    /// The scenario JSON, with sorted keys so files and API answers are stable.
    public func encodedJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let unitText = try c.decode(String.self, forKey: .unit)
        guard let unit = TimelineUnit(rawValue: unitText) else {
            let known = TimelineUnit.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(field: "unit", .oneOf, ["choices": "\(known)"])
        }
        var list = try c.nestedUnkeyedContainer(forKey: .events)
        var events: [Event] = []
        while !list.isAtEnd {
            events.append(try Event.decode(from: try list.nestedContainer(keyedBy: Event.CodingKeys.self),
                                           unit: unit, field: "events[\(events.count)]"))
        }
        var eras: [Era] = []
        if c.contains(.eras), try !c.decodeNil(forKey: .eras) {
            var list = try c.nestedUnkeyedContainer(forKey: .eras)
            while !list.isAtEnd {
                eras.append(try Era.decode(from: try list.nestedContainer(keyedBy: Era.CodingKeys.self),
                                           unit: unit, field: "eras[\(eras.count)]"))
            }
        }
        try self.init(
            named: try c.decode(String.self, forKey: .named),
            nameEn: try c.decode(String.self, forKey: .nameEn),
            nameDe: try c.decode(String.self, forKey: .nameDe),
            textEn: try c.decodeIfPresent(String.self, forKey: .textEn) ?? "",
            textDe: try c.decodeIfPresent(String.self, forKey: .textDe) ?? "",
            unit: unit,
            start: try Self.decodePoint(c, .start, unit: unit, field: "start"),
            end: try Self.decodePoint(c, .end, unit: unit, field: "end"),
            events: events,
            image: try c.decodeIfPresent(String.self, forKey: .image),
            license: try c.decodeIfPresent(String.self, forKey: .license),
            source: try c.decodeIfPresent(String.self, forKey: .source),
            eras: eras,
            titleForm: try c.decodeIfPresent(SlideTextForm.self, forKey: .titleForm) ?? .headline,
            titlePresentation: try c.decodeIfPresent(SlidePresentation.self, forKey: .titlePresentation),
            scale: try c.decodeIfPresent(String.self, forKey: .scale))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(named, forKey: .named)
        try c.encode(nameEn, forKey: .nameEn)
        try c.encode(nameDe, forKey: .nameDe)
        try c.encode(textEn, forKey: .textEn)
        try c.encode(textDe, forKey: .textDe)
        try c.encode(unit, forKey: .unit)
        try Self.encodePoint(start, unit: unit, into: &c, forKey: .start)
        try Self.encodePoint(end, unit: unit, into: &c, forKey: .end)
        try c.encode(startDouble, forKey: .startDouble)
        try c.encode(endDouble, forKey: .endDouble)
        try c.encode(totalEvents, forKey: .totalEvents)
        try c.encode(majorEvents, forKey: .majorEvents)
        try c.encodeIfPresent(image, forKey: .image)
        try c.encodeIfPresent(license, forKey: .license)
        try c.encodeIfPresent(source, forKey: .source)
        var list = c.nestedUnkeyedContainer(forKey: .events)
        for event in events {
            var e = list.nestedContainer(keyedBy: Event.CodingKeys.self)
            try event.encode(into: &e, unit: unit)
        }
        if !eras.isEmpty {
            var list = c.nestedUnkeyedContainer(forKey: .eras)
            for era in eras {
                var e = list.nestedContainer(keyedBy: Era.CodingKeys.self)
                try era.encode(into: &e, unit: unit)
            }
        }
        if titleForm != .headline { try c.encode(titleForm, forKey: .titleForm) }
        try c.encodeIfPresent(titlePresentation, forKey: .titlePresentation)
        try c.encodeIfPresent(scale, forKey: .scale)
    }
}
