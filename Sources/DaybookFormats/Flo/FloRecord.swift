import DaybookCore
import Foundation

/// One element of a Flo export's lists (a cycle, a point event or a note), turned into journal values.
struct FloRecord {
    struct Position {
        let line: Int
        let path: String

        func error(_ field: String?, _ problem: Problem) -> ImportError {
            ImportError(line: line, field: field.map { "\(path).\($0)" } ?? path, problem)
        }
    }

    let object: [String: Any]
    let at: Position

    /// A period longer than this is no period a body has: the export is refused rather than half read.
    static let longestPeriod = 14

    // MARK: Cycles

    /// Each day of the cycle's period, from `period_start_date` to `period_end_date` (the start alone
    /// while it is open), with the flow `period_intensity` gives that day: a map from the day's index in
    /// the period to Flo's scale 0–3 (0 and 1 light, 2 medium, 3 heavy), a JSON text in most exports. A
    /// day without one is medium. Cycles logged during a pregnancy are counted as skipped (under Flo's own words).
    func periodDays(context: ImportContext, sink: any ImportSink) throws -> [ImportItem] {
        if object["pregnant"] as? Bool == true {
            sink.skip("cycles: pregnant")
            return []
        }
        let start = try day("period_start_date", context: context)
        let end = object["period_end_date"].flatMap { $0 is NSNull ? nil : $0 } == nil ? start : try day("period_end_date", context: context)
        let length = end.days(since: start) + 1
        guard length >= 1 else { throw at.error("period_end_date", Problem(.importBefore, ["start": "period_start_date"])) }
        guard length <= Self.longestPeriod else {
            throw at.error("period_end_date", Problem(.importPeriodTooLong, ["days": "\(length)", "maximum": "\(Self.longestPeriod)"]))
        }
        let intensity = try intensities()
        return (0..<length).map { index in
            let date = start.adding(days: index)
            return ImportItem(dedupeKey: "flo|flow|\(date)", value: .flow(date, intensity[index].map(Self.periodFlow) ?? .medium))
        }
    }

    private func intensities() throws -> [Int: Int] {
        var value = object["period_intensity"]
        if let text = value as? String {
            if text.trimmingCharacters(in: .whitespaces).isEmpty { return [:] }
            value = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        }
        guard let value, !(value is NSNull) else { return [:] }
        guard let map = value as? [String: Any] else {
            throw at.error("period_intensity", Problem(.importFloIntensity))
        }
        var days: [Int: Int] = [:]
        for (key, level) in map {
            guard let index = Int(key), index >= 0, let number = level as? NSNumber, !number.isJSONBoolean else {
                throw at.error("period_intensity", Problem(.importFloIntensity))
            }
            days[index] = number.intValue
        }
        return days
    }

    static func periodFlow(_ level: Int) -> FlowLevel {
        switch level {
        case ...1: .light
        case 2: .medium
        default: .heavy
        }
    }

    // MARK: Events

    /// A point event: `{"category", "subcategory", "local_date" (else "date"), "properties"?, "deleted"?}`.
    func event(context: ImportContext, sink: any ImportSink) throws -> ImportItem? {
        if object["deleted"] as? Bool == true { return nil }
        guard let category = object["category"] as? String, !category.isEmpty else { throw at.error("category", Problem(.missing)) }
        let subcategory = object["subcategory"] as? String ?? ""
        let date = try day(object["local_date"] is String ? "local_date" : "date", context: context)
        switch category {
        case "Mood":
            guard let mood = Self.moods[subcategory] else { sink.skip("Mood: \(subcategory)"); return nil }
            // A day has one mood: the first one logged that day counts.
            return ImportItem(dedupeKey: "flo|mood|\(date)", value: .mood(date, mood))
        case "Fluid":
            guard let mucus = Self.fluids[subcategory] else { sink.skip("Fluid: \(subcategory)"); return nil }
            return ImportItem(dedupeKey: "flo|fluid|\(date)", value: .mucus(date, mucus))
        case "OvulationTest":
            let results: [String: OvulationTestResult] = ["Positive": .positive, "Negative": .negative]
            guard let result = results[subcategory] else { sink.skip("OvulationTest: \(subcategory)"); return nil }
            // No time in the export: the day's start in the person's zone dates it to its day.
            let test = OvulationTest(result: result, time: date.startInstant(in: context.timeZone))
            return ImportItem(dedupeKey: "flo|ovulationTest|\(date)", value: .ovulationTest(test))
        case "Bbt":
            return try temperature(date, context: context)
        case "Period":
            guard let level = number() else { throw at.error("properties.value", Problem(.importFloFlow)) }
            // Outside a cycle's period, the lightest mark is spotting (it starts no period).
            let flow: FlowLevel = level < 1 ? .spotting : Self.periodFlow(Int(level))
            return ImportItem(dedupeKey: "flo|flow|\(date)", value: .flow(date, flow))
        default:
            sink.skip(category)
            return nil
        }
    }

    /// Flo's moods that are one of Daybook's; the others (Panic, Apathetic, Swings, …) are counted by name.
    static let moods: [String: MoodLevel] = ["Happy": .happy, "Neutral": .neutral, "Calm": .neutral, "Sad": .sad, "Angry": .angry]

    /// Flo's discharge options that say something of fertility, with "nothing felt" beside a texture.
    static let fluids: [String: Mucus] = [
        "Dry": Mucus(feeling: .dry, texture: .none),
        "Sticky": Mucus(feeling: .nothing, texture: .creamy),
        "Creamy": Mucus(feeling: .nothing, texture: .creamy),
        "Watery": Mucus(feeling: .wet, texture: .none),
        "Eggwhite": Mucus(feeling: .nothing, texture: .eggWhite),
    ]

    /// `properties.value` (an object, or in some containers a JSON text holding one), else `value`.
    private func number() -> Double? {
        var properties = object["properties"]
        if let text = properties as? String { properties = try? JSONSerialization.jsonObject(with: Data(text.utf8)) }
        let value = (properties as? [String: Any])?["value"] ?? object["value"]
        guard let number = value as? NSNumber, !number.isJSONBoolean, number.doubleValue.isFinite else { return nil }
        return number.doubleValue
    }

    /// Flo keeps the person's unit; a value above 45 can only be °F.
    private func temperature(_ date: LocalDate, context: ImportContext) throws -> ImportItem {
        guard let value = number() else { throw at.error("properties.value", Problem(.importTemperature)) }
        do {
            let reading = try BodyTemperature(value: value, unit: value > 45 ? .F : .C, time: date.startInstant(in: context.timeZone))
            return ImportItem(dedupeKey: "flo|bbt|\(date)", value: .temperature(reading))
        } catch {
            throw at.error("properties.value", error.problem)
        }
    }

    // MARK: Notes

    /// `{"text", "date"}`: the day's notes, when the text says something (the first note of a day counts).
    func note(context: ImportContext) throws -> ImportItem? {
        guard let text = (object["text"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        let date = try day("date", context: context)
        return ImportItem(dedupeKey: "flo|note|\(date)", value: .note(date, text))
    }

    // MARK: Dates

    /// Flo writes days as `YYYY-MM-DD`, or as a local time `YYYY-MM-DD HH:MM:SS.f` whose date part is the day.
    private func day(_ field: String, context: ImportContext) throws -> LocalDate {
        guard let text = object[field] as? String else { throw at.error(field, Problem(.missing)) }
        guard let date = try? LocalDate(parsing: String(text.prefix(10))) else {
            throw at.error(field, .quoting(.importNotDate, text))
        }
        if let problem = context.futureDateProblem(date) { throw at.error(field, problem) }
        return date
    }
}
