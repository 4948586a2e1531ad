import DaybookCore
import Foundation
import Vapor

/// A day's answer as JSON, byte for byte what `JSONEncoder` writes for `DayDTO`, with its readings
/// written directly: on a CGM day the encoder spent most of the request on 288 readings of seven
/// fields each (generic metadata and conformance lookups per field). The other parts are small and
/// keep the encoder; keys come in the encoder's sorted order.
enum DayJSON {
    static func data(_ day: DayDTO) throws -> Data {
        let encoder = JSONCoding.encoder()
        var out = Data("{".utf8)
        var first = true
        func key(_ name: String) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out.append(contentsOf: Array("\"\(name)\":".utf8))
        }
        func field(_ name: String, _ value: (some Encodable)?) throws {
            guard let value else { return }
            key(name)
            out.append(try encoder.encode(value))
        }
        try field("date", day.date)
        try field("exercise", day.exercise)
        try field("fertility", day.fertility)
        key("glucose")
        readings(day.glucose, into: &out)
        try field("insulin", day.insulin)
        try field("meals", day.meals)
        try field("metrics", day.metrics)
        try field("ovulationTests", day.ovulationTests)
        try field("spans", day.spans)
        try field("stress", day.stress)
        try field("summary", day.summary)
        try field("symptoms", day.symptoms)
        try field("temperature", day.temperature)
        try field("weight", day.weight)
        out.append(UInt8(ascii: "}"))
        return out
    }

    /// `[{"date","id","source","tag","time","unit","value"}, …]`, as the encoder writes `GlucoseOutput`.
    static func readings(_ readings: [GlucoseOutput], into out: inout Data) {
        var text = "["
        text.reserveCapacity(readings.count * 160)
        for (index, reading) in readings.enumerated() {
            if index > 0 { text += "," }
            text += #"{"date":""# + reading.date.description
            text += #"","id":""# + reading.id.uuidString
            text += #"","source":"# + quoted(reading.source.rawValue)
            text += #","tag":"# + quoted(reading.tag.rawValue)
            text += #","time":""# + UTCInstantText.string(reading.time)
            text += #"","unit":"# + quoted(reading.unit.rawValue)
            text += #","value":"# + number(reading.value) + "}"
        }
        text += "]"
        out.append(contentsOf: Array(text.utf8))
    }

    /// A number as the encoder writes it: the shortest text that reads back the same, without ".0".
    static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A JSON string (slashes unescaped, as the API's encoder is set up).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
