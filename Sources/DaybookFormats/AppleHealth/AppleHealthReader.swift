import DaybookCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SAX delegate behind `AppleHealthImporter`: turns each `<Record>` and `<Workout>` into items
/// as it is read. Element and attribute names: Apple's export DTD (in the header of every export.xml).
/// A record is read at its end tag, after the `<MetadataEntry>` children some types need.
final class AppleHealthReader: NSObject, XMLParserDelegate {
    let sink: any ImportSink
    let zone: TimeZone
    let context: ImportContext
    weak var parser: XMLParser?
    private(set) var failure: (any Error)?
    private(set) var sawHealthData = false
    /// Linux's XMLParser reports success on a file cut off between elements, so the end is checked here.
    private(set) var sawHealthDataEnd = false
    private var sleep = SleepNights()
    var meals = NutritionMeals()
    var mucus = MucusDays()
    /// Records inside a `<Correlation>` repeat top-level ones (blood pressure, food); read them once.
    private var correlationDepth = 0
    /// The top-level record whose end tag has not come yet.
    private var open: OpenRecord?

    init(sink: any ImportSink, context: ImportContext) {
        self.sink = sink
        self.context = context
        zone = context.timeZone
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        do {
            switch elementName {
            case "HealthData": sawHealthData = true
            case "Correlation": correlationDepth += 1
            case "Record" where correlationDepth == 0:
                // Records do not nest; one that does anyway closes the one before it.
                try closeRecord()
                open = OpenRecord(attributes: attributes, line: parser.lineNumber)
            case "MetadataEntry": open?.note(attributes)
            case "Workout": try workout(attributes, line: parser.lineNumber)
            // The Activity app's daily rings: Daybook keeps the workouts, not the rings.
            case "ActivitySummary": sink.skip("ActivitySummary")
            default: break
            }
        } catch {
            fail(error, parser)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil else { return }
        switch elementName {
        case "Correlation": correlationDepth -= 1
        case "Record":
            do { try closeRecord() } catch { fail(error, parser) }
        case "HealthData": sawHealthDataEnd = true
        default: break
        }
    }

    private func fail(_ error: any Error, _ parser: XMLParser) {
        failure = error
        parser.abortParsing()
    }

    /// Sleep is summed per night, meals gathered from their nutrients and mucus kept at each day's
    /// best over the whole file (an export lists records by type), so they are handed on at the end.
    func finish() throws {
        for (date, hours) in sleep.hoursByDate() {
            try sink.receive(ImportItem(dedupeKey: "apple-health|sleep|\(date)", value: .sleep(date, hours: hours)))
        }
        for meal in meals.byStart() {
            let value: Meal
            do {
                value = try Meal(name: meal.name, carbs: meal.carbs, protein: meal.protein, fat: meal.fat, time: meal.time)
            } catch {
                throw ImportError(line: meal.line, field: "value", error.problem)
            }
            try emit("meal|\(meal.source)|\(meal.startText)", .meal(value))
        }
        for (date, best) in mucus.bestByDate() {
            try emit("mucus|\(date)", .mucus(date, best))
        }
    }

    // MARK: Records

    private func closeRecord() throws {
        guard let record = open else { return }
        open = nil
        try self.record(record.attributes, metadata: record.metadata, line: record.line)
    }

    private func record(_ a: [String: String], metadata: [String: String], line: Int) throws {
        let type = a["type"] ?? ""
        switch type {
        case "HKQuantityTypeIdentifierBloodGlucose": try glucose(a, line: line)
        case "HKCategoryTypeIdentifierMenstrualFlow": try flow(a, line: line)
        // Bleeding between periods is spotting: it starts no period (FlowLevel.isBleeding).
        case "HKCategoryTypeIdentifierIntermenstrualBleeding":
            let start = try instant(a, "startDate", line: line)
            try emit("flow|\(start.date)", .flow(start.date, .spotting))
        case "HKCategoryTypeIdentifierSleepAnalysis": try sleepSegment(a, line: line)
        case "HKCategoryTypeIdentifierMindfulSession": try mindful(a, line: line)
        case "HKQuantityTypeIdentifierInsulinDelivery": try insulin(a, metadata: metadata, line: line)
        case "HKQuantityTypeIdentifierDietaryCarbohydrates": try nutrient(.carbs, a, line: line)
        case "HKQuantityTypeIdentifierDietaryProtein": try nutrient(.protein, a, line: line)
        case "HKQuantityTypeIdentifierDietaryFatTotal": try nutrient(.fat, a, line: line)
        case "HKQuantityTypeIdentifierBodyMass": try weight(a, line: line)
        case "HKQuantityTypeIdentifierBasalBodyTemperature": try temperature(a, line: line)
        case "HKCategoryTypeIdentifierCervicalMucusQuality": try cervicalMucus(a, line: line)
        case "HKCategoryTypeIdentifierOvulationTestResult": try ovulationTest(a, line: line)
        default: sink.skip(type.isEmpty ? "Record without type" : type)
        }
    }

    private func glucose(_ a: [String: String], line: Int) throws {
        let unit: GlucoseUnit
        switch a["unit"] {
        case "mg/dL": unit = .mgPerDL
        // HealthKit writes mmol/L as a molar unit with glucose's molar mass: `mmol<180.1558800000541>/L`.
        case let text? where text.hasPrefix("mmol"): unit = .mmolPerL
        case let text: throw ImportError(line: line, field: "unit", .quoting(.importUnknownGlucoseUnit, text ?? ""))
        }
        let value = try number(a, "value", line: line)
        let start = try instant(a, "startDate", line: line)
        let reading: GlucoseReading
        do {
            reading = try GlucoseReading(value: value, unit: unit, time: start.instant(in: zone), source: .meter)
        } catch {
            throw ImportError(line: line, field: "value", error.problem)
        }
        try emit("glucose|\(a["sourceName"] ?? "")|\(a["startDate"] ?? "")", .glucose(reading))
    }

    private func flow(_ a: [String: String], line: Int) throws {
        let raw = a["value"] ?? ""
        guard let level = AppleHealthFlow.level(raw) else {
            throw ImportError(line: line, field: "value", .quoting(.importUnknownFlow, raw))
        }
        // Flow belongs to the day as the phone wrote it, whatever zone the server runs in.
        let start = try instant(a, "startDate", line: line)
        try emit("flow|\(start.date)", .flow(start.date, level))
    }

    private func sleepSegment(_ a: [String: String], line: Int) throws {
        let start = try instant(a, "startDate", line: line)
        let end = try instant(a, "endDate", line: line)
        let seconds = end.instant(in: zone).timeIntervalSince(start.instant(in: zone))
        guard seconds >= 0 else { throw ImportError(line: line, field: "endDate", .importBefore, ["start": "startDate"]) }
        guard let stage = SleepNights.Stage(value: a["value"] ?? "") else {
            sink.skip("HKCategoryTypeIdentifierSleepAnalysis \(a["value"] ?? "")")
            return
        }
        sleep.add(seconds, stage: stage, night: end.date, source: a["sourceName"] ?? "")
    }

    /// Daybook has no meditation kind; a mindful session is logged as a low-intensity exercise session.
    private func mindful(_ a: [String: String], line: Int) throws {
        let start = try instant(a, "startDate", line: line)
        let end = try instant(a, "endDate", line: line)
        let minutes = end.instant(in: zone).timeIntervalSince(start.instant(in: zone)) / 60
        guard ExerciseSession.minutesRange.contains(minutes) else {
            sink.skip("HKCategoryTypeIdentifierMindfulSession shorter than a minute")
            return
        }
        let session = try ExerciseSession(name: "Mindful session", minutes: minutes.rounded(), intensity: .low,
                                          time: start.instant(in: zone))
        try emit("mindful|\(a["sourceName"] ?? "")|\(a["startDate"] ?? "")", .exercise(session))
    }

    private func workout(_ a: [String: String], line: Int) throws {
        let start = try instant(a, "startDate", line: line)
        let minutes: Double
        if a["duration"] != nil {
            let duration = try number(a, "duration", line: line)
            switch a["durationUnit"] ?? "min" {
            case "min": minutes = duration
            case "hr", "h": minutes = duration * 60
            case "s": minutes = duration / 60
            case let unit: throw ImportError(line: line, field: "durationUnit", .quoting(.importUnknownDurationUnit, unit))
            }
        } else {
            let end = try instant(a, "endDate", line: line)
            minutes = end.instant(in: zone).timeIntervalSince(start.instant(in: zone)) / 60
        }
        let type = a["workoutActivityType"] ?? "HKWorkoutActivityTypeOther"
        guard ExerciseSession.minutesRange.contains(minutes.rounded()) else {
            sink.skip("Workout shorter than a minute or longer than a day")
            return
        }
        // The export says nothing about effort; medium is the honest middle.
        let session: ExerciseSession
        do {
            session = try ExerciseSession(name: AppleHealthWorkoutName.name(type), minutes: minutes.rounded(),
                                          intensity: .medium, time: start.instant(in: zone))
        } catch {
            throw ImportError(line: line, field: "workoutActivityType", error.problem)
        }
        try emit("workout|\(a["sourceName"] ?? "")|\(a["startDate"] ?? "")", .exercise(session))
    }

    // MARK: Helpers

    func emit(_ key: String, _ value: ImportValue) throws {
        try sink.receive(ImportItem(dedupeKey: "apple-health|\(key)", value: value))
    }

    func instant(_ a: [String: String], _ field: String, line: Int) throws -> WrittenInstant {
        guard let text = a[field] else { throw ImportError(line: line, field: field, .missing) }
        guard let instant = WrittenInstant.parse(text) else {
            throw ImportError(line: line, field: field, .quoting(.importNotAppleHealthDate, text))
        }
        if let problem = context.futureDateProblem(instant.instant(in: zone)) { throw ImportError(line: line, field: field, problem) }
        return instant
    }

    func number(_ a: [String: String], _ field: String, line: Int) throws -> Double {
        guard let text = a[field] else { throw ImportError(line: line, field: field, .missing) }
        guard let value = Double(text), value.isFinite else {
            throw ImportError(line: line, field: field, .quoting(.importNotANumber, text))
        }
        return value
    }
}
