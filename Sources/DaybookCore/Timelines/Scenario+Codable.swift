import Foundation

/// The scenario JSON: a scenario object with its `events` array; `start`/`end` are strings for the
/// `datetime`/`date` units and numbers otherwise. Encoding adds the derived fields (`startDouble`,
/// `endDouble`, `totalEvents`, `majorEvents`, each event's `index` and `startDouble`); decoding
/// ignores them and derives them again, so a file cannot contradict itself.
extension Scenario: Codable {
    enum CodingKeys: String, CodingKey {
        case named, nameEn, nameDe, textEn, textDe, unit, start, end, startDouble, endDouble
        case totalEvents, majorEvents, image, license, source, events
    }

    enum EventKeys: String, CodingKey {
        case index, start, startDouble, textEn, textDe, major, image, license, source
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
            throw ValidationError(field: "unit", "must be one of \(known)")
        }
        var list = try c.nestedUnkeyedContainer(forKey: .events)
        var events: [Event] = []
        while !list.isAtEnd {
            let prefix = "events[\(events.count)]"
            let e = try list.nestedContainer(keyedBy: EventKeys.self)
            events.append(Event(
                start: try Self.decodePoint(e, .start, unit: unit, field: prefix + ".start"),
                unit: unit,
                textEn: try e.decode(String.self, forKey: .textEn),
                textDe: try e.decode(String.self, forKey: .textDe),
                major: try e.decodeIfPresent(Bool.self, forKey: .major) ?? false,
                image: try e.decodeIfPresent(String.self, forKey: .image),
                license: try e.decodeIfPresent(String.self, forKey: .license),
                source: try e.decodeIfPresent(String.self, forKey: .source)))
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
            source: try c.decodeIfPresent(String.self, forKey: .source))
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
            var e = list.nestedContainer(keyedBy: EventKeys.self)
            try e.encode(event.index, forKey: .index)
            try Self.encodePoint(event.start, unit: unit, into: &e, forKey: .start)
            try e.encode(event.startDouble, forKey: .startDouble)
            try e.encode(event.textEn, forKey: .textEn)
            try e.encode(event.textDe, forKey: .textDe)
            try e.encode(event.major, forKey: .major)
            try e.encodeIfPresent(event.image, forKey: .image)
            try e.encodeIfPresent(event.license, forKey: .license)
            try e.encodeIfPresent(event.source, forKey: .source)
        }
    }

    private static func decodePoint<Key: CodingKey>(
        _ c: KeyedDecodingContainer<Key>, _ key: Key, unit: TimelineUnit, field: String
    ) throws -> TimelinePoint {
        guard c.contains(key) else { throw ValidationError(field: field, "is missing") }
        if unit.isCalendar {
            guard let text = try? c.decode(String.self, forKey: key) else {
                throw ValidationError(field: field, "must be a date string for unit \(unit.rawValue)")
            }
            let seconds = try TimelineDateFormat.seconds(parsing: text, field: field)
            return .date(Date(timeIntervalSince1970: seconds))
        }
        guard let number = try? c.decode(Double.self, forKey: key) else {
            throw ValidationError(field: field, "must be a number for unit \(unit.rawValue)")
        }
        return .number(number)
    }

    private static func encodePoint<Key: CodingKey>(
        _ point: TimelinePoint, unit: TimelineUnit, into c: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        switch point {
        case .date(let date):
            let text = TimelineDateFormat.string(ofSeconds: date.timeIntervalSince1970, dateOnly: unit == .date)
            try c.encode(text, forKey: key)
        case .number(let number):
            try c.encode(number, forKey: key)
        }
    }
}
