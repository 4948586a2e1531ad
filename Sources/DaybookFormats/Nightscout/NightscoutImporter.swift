import DaybookCore
import Foundation

/// Nightscout's JSON as its API returns it (`/api/v1/entries.json`, `/api/v1/treatments.json`):
/// an array of objects, entries and treatments alike (one file may hold either).
/// Entries: `type` "sgv" (sensor, `sgv` mg/dL) or "mbg" (meter, `mbg` mg/dL), `date` in ms since 1970.
/// Treatments: `eventType`, `created_at` (ISO 8601), `insulin` units, `carbs`/`protein`/`fat` grams,
/// `glucose` with `units` ("mg/dl" or "mmol").
public struct NightscoutImporter: JournalImporter {
    public let format = ImportFormat.nightscout

    public init() {}

    public func detects(fileName: String, head: Data) -> Bool {
        let text = String(decoding: head.prefix(4_096), as: UTF8.self)
        return text.first(where: { !$0.isWhitespace }) == "["
            && (text.contains("\"sgv\"") || text.contains("\"eventType\"") || text.contains("\"mbg\""))
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var reader = JSONArrayReader(input)
        while let (line, object) = try reader.nextObject() {
            let record = NightscoutRecord(object: object, line: line)
            if object["eventType"] != nil {
                try treatment(record, context: context, sink: sink)
            } else {
                try entry(record, context: context, sink: sink)
            }
        }
    }

    private func entry(_ r: NightscoutRecord, context: ImportContext, sink: any ImportSink) throws {
        let type = r.string("type") ?? ""
        let field: String
        let source: GlucoseSource
        switch type {
        case "sgv": (field, source) = ("sgv", .cgm)
        case "mbg": (field, source) = ("mbg", .meter)
        default:
            sink.skip("Nightscout entry \(type.isEmpty ? "without type" : type)")
            return
        }
        let (milliseconds, time) = try r.milliseconds("date")
        if let problem = context.futureDateProblem(time) { throw r.error("date", problem) }
        let value = try r.number(field)
        // A sensor status code (below 39: 5 not calibrated, 9 absolute deviation, 12 bad radio…) is no glucose:
        // counted, and kept out of the journal as the live endpoint keeps it out.
        guard value >= NightscoutEntries.lowestGlucose else {
            sink.skip("Nightscout \(type) sensor status code")
            return
        }
        let reading = try r.checked(field) { () throws(ValidationError) in
            try GlucoseReading(mgPerDL: value, time: time, source: source)
        }
        let identity = r.string("_id") ?? "\(type)|\(milliseconds)"
        try sink.receive(ImportItem(dedupeKey: "nightscout|entry|\(identity)", value: .glucose(reading)))
    }

    private func treatment(_ r: NightscoutRecord, context: ImportContext, sink: any ImportSink) throws {
        let eventType = r.string("eventType") ?? ""
        guard let text = r.string("created_at") else { throw r.error("created_at", Problem(.missing)) }
        guard let written = WrittenInstant.parse(text) else {
            throw r.error("created_at", .quoting(.importNotISOTime, text))
        }
        let time = written.instant(in: TimeZone(identifier: "UTC") ?? .current)
        if let problem = context.futureDateProblem(time) { throw r.error("created_at", problem) }
        let identity = r.string("_id") ?? "\(eventType)|\(text)"
        var added = false

        if let units = try r.optionalNumber("insulin"), units > 0 {
            // Temp basals carry a rate, not a dose; they are skipped below.
            let kind: InsulinKind = eventType.localizedCaseInsensitiveContains("correction") ? .correction : .bolus
            let dose = try r.checked("insulin") { () throws(ValidationError) in
                try InsulinDose(units: units, kind: kind, name: r.string("insulinType"), time: time)
            }
            try sink.receive(ImportItem(dedupeKey: "nightscout|insulin|\(identity)", value: .insulin(dose)))
            added = true
        }
        if let carbs = try r.optionalNumber("carbs"), carbs > 0 {
            let name = r.string("foodType") ?? (eventType.isEmpty ? "Carbs" : eventType)
            let protein = try r.optionalNumber("protein") ?? 0
            let fat = try r.optionalNumber("fat") ?? 0
            let meal = try r.checked("carbs") { () throws(ValidationError) in
                try Meal(name: name, carbs: carbs, protein: protein, fat: fat, time: time)
            }
            try sink.receive(ImportItem(dedupeKey: "nightscout|meal|\(identity)", value: .meal(meal)))
            added = true
        }
        if let glucose = try r.optionalNumber("glucose") {
            let unit: GlucoseUnit = (r.string("units") ?? "mg/dl").lowercased().hasPrefix("mmol") ? .mmolPerL : .mgPerDL
            let reading = try r.checked("glucose") { () throws(ValidationError) in
                try GlucoseReading(value: glucose, unit: unit, time: time, source: .meter)
            }
            try sink.receive(ImportItem(dedupeKey: "nightscout|glucose|\(identity)", value: .glucose(reading)))
            added = true
        }
        if !added { sink.skip("Nightscout treatment \(eventType.isEmpty ? "without eventType" : eventType)") }
    }
}
