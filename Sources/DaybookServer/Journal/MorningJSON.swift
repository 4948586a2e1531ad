import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// `GET /api/v1/days/{date}/morning`: `{date, temperature: {value, unit, time, excluded} | null,
/// mucus: {feeling, texture} | null, ovulationTest | null, flow | null, suggestedTime}`. The reading is
/// in the person's unit; `time` and `suggestedTime` are "HH:mm" on the date in the person's zone.
struct MorningOutput: Content {
    struct Reading: Codable {
        var value: Double
        var unit: TemperatureUnit
        var time: String
        var excluded: Bool
    }

    var date: LocalDate
    var temperature: Reading?
    var mucus: Mucus?
    var ovulationTest: OvulationTestResult?
    var flow: FlowLevel?
    var suggestedTime: String

    init(_ view: MorningView, preferences: Preferences) {
        date = view.date
        let unit = preferences.temperatureUnit
        temperature = view.morning.temperature.map { reading in
            Reading(value: (reading.value(in: unit) * 100).rounded() / 100, unit: unit,
                    time: TimeOfDay(of: reading.time, in: preferences.zone).description, excluded: reading.excluded)
        }
        mucus = view.morning.mucus
        ovulationTest = view.morning.ovulationTest
        flow = view.morning.flow
        suggestedTime = view.suggestedTime.description
    }

    private enum CodingKeys: String, CodingKey {
        case date, temperature, mucus, ovulationTest, flow, suggestedTime
    }

    /// Every part is written, `null` when not noted, so a client fills or empties each field.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(temperature, forKey: .temperature)
        try c.encode(mucus, forKey: .mucus)
        try c.encode(ovulationTest, forKey: .ovulationTest)
        try c.encode(flow, forKey: .flow)
        try c.encode(suggestedTime, forKey: .suggestedTime)
    }
}

/// `PUT /api/v1/days/{date}/morning`'s body: each part absent (kept), `null` (removed) or given.
/// The reading's `unit` defaults to the person's, its `time` ("HH:mm") to the suggested time.
struct MorningInput: Decodable {
    struct Reading: Decodable {
        var value: Double
        var unit: TemperatureUnit?
        var time: String?
        var excluded: Bool?
    }

    static let fields: Set<String> = ["temperature", "mucus", "ovulationTest", "flow"]
    static let readingFields: Set<String> = ["value", "unit", "time", "excluded"]
    static let mucusFields: Set<String> = ["feeling", "texture"]

    var temperature: PatchValue<Reading>
    var mucus: PatchValue<Mucus>
    var ovulationTest: PatchValue<OvulationTestResult>
    var flow: PatchValue<FlowLevel>

    private enum CodingKeys: String, CodingKey {
        case temperature, mucus, ovulationTest, flow
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        temperature = try c.decodePatch(Reading.self, forKey: .temperature)
        mucus = try c.decodePatch(Mucus.self, forKey: .mucus)
        ovulationTest = try c.decodePatch(OvulationTestResult.self, forKey: .ovulationTest)
        flow = try c.decodePatch(FlowLevel.self, forKey: .flow)
    }

    /// The body, refusing fields it does not know, inside the parts too.
    static func read(_ req: Request) throws -> MorningInput {
        let body = try JSONBody.object(of: req, allowed: fields)
        for (part, allowed) in [("temperature", readingFields), ("mucus", mucusFields)] {
            if let object = body[part] as? [String: Any], let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
                throw APIError.invalid("\(part).\(unknown)", .notAFieldOfRequest)
            }
        }
        return try JSONCoding.decoder().decode(MorningInput.self, from: try JSONBody.data(body))
    }

    /// The morning to store; `suggestedTime` dates a reading sent without a time.
    func patch(on date: LocalDate, preferences: Preferences, suggestedTime: () async throws -> TimeOfDay) async throws -> MorningPatch {
        var patch = MorningPatch(mucus: mucus, ovulationTest: ovulationTest, flow: flow)
        switch temperature {
        case .unchanged: patch.temperature = .unchanged
        case .cleared: patch.temperature = .cleared
        case .set(let reading):
            let time: TimeOfDay
            if let text = reading.time { time = try TimeOfDay(parsing: text, field: "temperature.time") } else { time = try await suggestedTime() }
            do {
                patch.temperature = .set(try BodyTemperature(
                    value: reading.value, unit: reading.unit ?? preferences.temperatureUnit,
                    time: LocalInstant.instant(on: date, at: time, in: preferences.zone), excluded: reading.excluded ?? false))
            } catch {
                throw ValidationError(field: "temperature.\(error.field)", error.problem)
            }
        }
        return patch
    }
}
