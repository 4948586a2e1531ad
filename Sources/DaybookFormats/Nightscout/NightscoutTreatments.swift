import DaybookCore
import Foundation

/// Nightscout `treatments` ↔ Daybook insulin doses, meals, exercise sessions and glucose checks.
/// Normalisation follows lib/server/treatments.js: numeric strings become numbers, `created_at`
/// becomes an ISO instant in UTC (its offset kept as `utcOffset`), and `preBolus` minutes move
/// the carbs into a second treatment that much later.
public enum NightscoutTreatments {
    /// Fields Nightscout stores as numbers even when a client sends strings.
    static let numericFields = ["insulin", "carbs", "protein", "fat", "glucose", "duration", "absolute", "percent",
                                "rate", "preBolus", "targetTop", "targetBottom", "splitNow", "splitExt"]

    public static func normalize(_ treatment: NightscoutDocument, now: Date) throws(ValidationError) -> NightscoutDocument {
        var doc = NightscoutID.movingClientID(treatment)
        for field in numericFields {
            guard let value = doc[field] else { continue }
            switch value {
            case .integer, .number: break
            case .string(let text):
                if let number = Double(text.trimmingCharacters(in: .whitespaces)) { doc[field] = .numeric(number) }
                else { doc[field] = nil }
            case .null: doc[field] = nil
            default: throw ValidationError(field: field, .number)
            }
        }
        let instant: Date
        if let text = doc["created_at"]?.stringValue {
            guard let parsed = NightscoutTime.parse(text) else { throw ValidationError(field: "created_at", .iso8601) }
            instant = parsed
            if doc["utcOffset"] == nil, let offset = NightscoutTime.offsetMinutes(text) { doc["utcOffset"] = .integer(Int64(offset)) }
        } else if let ms = doc["date"]?.numberValue ?? doc["mills"]?.numberValue {
            guard let date = NightscoutTime.supportedDate(milliseconds: ms) else {
                throw ValidationError(field: doc["date"] != nil ? "date" : "mills", .millisecondsIn1900To2999)
            }
            instant = date
        } else {
            instant = now
        }
        doc["created_at"] = .string(NightscoutTime.isoString(instant))
        if doc["eventType"]?.stringValue == nil { doc["eventType"] = .string("<none>") }
        return doc
    }

    /// A normalized treatment, and its carbs as a second treatment when `preBolus` > 0.
    public static func split(_ treatment: NightscoutDocument) -> [NightscoutDocument] {
        guard let minutes = treatment["preBolus"]?.numberValue, minutes > 0,
              let carbs = treatment["carbs"], (carbs.numberValue ?? 0) > 0,
              let time = time(of: treatment) else { return [treatment] }
        var first = treatment
        first["carbs"] = nil
        var second: NightscoutDocument = [
            "created_at": .string(NightscoutTime.isoString(time.addingTimeInterval(minutes * 60))),
            "eventType": treatment["eventType"] ?? .string("<none>"),
            "carbs": carbs,
        ]
        for field in ["notes", "enteredBy", "utcOffset", "protein", "fat"] where treatment[field] != nil {
            second[field] = treatment[field]
            if field == "protein" || field == "fat" { first[field] = nil }
        }
        return [first, second]
    }

    public static func time(of treatment: NightscoutDocument) -> Date? {
        treatment["created_at"]?.stringValue.flatMap(NightscoutTime.parse)
    }

    public static func eventType(of treatment: NightscoutDocument) -> String {
        treatment["eventType"]?.stringValue ?? "<none>"
    }

    /// What a normalized treatment logs in the journal. A Note (or a Temp Basal, a rate rather than
    /// a dose) logs nothing and is kept as a document only.
    public static func journalValues(of treatment: NightscoutDocument) throws(ValidationError) -> NightscoutJournalValues {
        guard let time = time(of: treatment) else { throw ValidationError(field: "created_at", .iso8601) }
        let eventType = eventType(of: treatment)
        var values = NightscoutJournalValues()
        func number(_ field: String) -> Double { treatment[field]?.numberValue ?? 0 }
        if number("insulin") > 0, eventType != "Temp Basal" {
            let kind: InsulinKind = eventType == "Correction Bolus" ? .correction : (eventType.localizedCaseInsensitiveContains("basal") ? .basal : .bolus)
            values.insulin = try rename("insulin") { () throws(ValidationError) in
                try InsulinDose(units: number("insulin"), kind: kind, name: nonBlank(treatment["insulinType"]?.stringValue), time: time)
            }
        }
        if number("carbs") > 0 || number("protein") > 0 || number("fat") > 0 {
            // A blank foodType or eventType must not become a blank meal name (a 422 naming "name", no Nightscout field).
            let name = nonBlank(treatment["foodType"]?.stringValue) ?? nonBlank(eventType) ?? "Carbs"
            values.meal = try rename(nil) { () throws(ValidationError) in
                try Meal(name: String(name.prefix(100)), carbs: number("carbs"), protein: number("protein"), fat: number("fat"), time: time)
            }
        }
        if eventType == "Exercise", number("duration") > 0 {
            let name = nonBlank(treatment["notes"]?.stringValue) ?? "Exercise"
            values.exercise = try rename("duration") { () throws(ValidationError) in
                try ExerciseSession(name: String(name.prefix(100)), minutes: number("duration"), intensity: .medium, time: time)
            }
        }
        if eventType == "BG Check", let glucose = treatment["glucose"]?.numberValue {
            let unit: GlucoseUnit = (treatment["units"]?.stringValue ?? "").lowercased().hasPrefix("mmol") ? .mmolPerL : .mgPerDL
            let source: GlucoseSource = treatment["glucoseType"]?.stringValue == "Sensor" ? .cgm : .meter
            values.glucose = try rename("glucose") { () throws(ValidationError) in
                try GlucoseReading(value: glucose, unit: unit, time: time, source: source)
            }
        }
        return values
    }

    /// A name for the journal: without control characters (a NUL cannot even be stored in PostgreSQL's
    /// text; the document itself keeps what was sent), and nil when nothing is left.
    private static func nonBlank(_ text: String?) -> String? {
        guard let text else { return nil }
        let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        return clean.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : clean
    }

    /// Names Nightscout's field in a core error (the core speaks of `units`, Nightscout of `insulin`).
    private static func rename<T>(_ field: String?, _ make: () throws(ValidationError) -> T) throws(ValidationError) -> T {
        do { return try make() } catch {
            guard let field, ["units", "minutes", "value"].contains(error.field) else { throw error }
            throw ValidationError(field: field, error.problem)
        }
    }

    /// Treatments for entries logged in Daybook itself.
    public static func document(for dose: InsulinDose, id: String) -> NightscoutDocument {
        let eventType = switch dose.kind {
        case .bolus: "Meal Bolus"
        case .correction: "Correction Bolus"
        case .basal: "Basal Injection"
        }
        var doc = base(id: id, eventType: eventType, time: dose.time)
        doc["insulin"] = .numeric(dose.units)
        if let name = dose.name { doc["insulinType"] = .string(name) }
        return doc
    }

    public static func document(for meal: Meal, id: String) -> NightscoutDocument {
        var doc = base(id: id, eventType: "Carb Correction", time: meal.time)
        doc["carbs"] = .numeric(meal.carbs.rounded())  // Loop drops a carb entry whose carbs are not whole
        doc["protein"] = .numeric(meal.protein)
        doc["fat"] = .numeric(meal.fat)
        doc["foodType"] = .string(meal.name)
        return doc
    }

    public static func document(for session: ExerciseSession, id: String) -> NightscoutDocument {
        var doc = base(id: id, eventType: "Exercise", time: session.time)
        doc["duration"] = .numeric(session.minutes)
        doc["notes"] = .string(session.name)
        return doc
    }

    /// A stored treatment with the journal's current values where they were changed in Daybook.
    public static func overlay(_ treatment: NightscoutDocument, with values: NightscoutJournalValues) -> NightscoutDocument {
        var doc = treatment
        func follow(_ field: String, _ value: Double?) {
            guard let value, let sent = doc[field]?.numberValue, abs(sent - value) > 1e-6 else { return }
            doc[field] = .numeric(value)
        }
        follow("insulin", values.insulin?.units)
        follow("carbs", values.meal?.carbs)
        follow("protein", values.meal?.protein)
        follow("fat", values.meal?.fat)
        follow("duration", values.exercise?.minutes)
        return doc
    }

    private static func base(id: String, eventType: String, time: Date) -> NightscoutDocument {
        ["_id": .string(id), "eventType": .string(eventType), "created_at": .string(NightscoutTime.isoString(time)),
         "enteredBy": .string("daybook")]
    }
}
