import DaybookCore
import Foundation

/// One element of Clue's `measurements.json`, turned into the journal value it stands for. The shapes
/// of `value`, by type: `period` `{"option": "light"|"medium"|"heavy"|"very_heavy"}`; `discharge` and the
/// tag-like types (`feelings`, `pain`, …) a list of `{"option": …}`; `bbt` `{"celsius", "excluded"}`.
/// `spotting` is read by its type alone.
struct ClueMeasurement {
    let object: [String: Any]
    let line: Int
    let index: Int

    func error(_ field: String, _ problem: Problem) -> ImportError {
        ImportError(line: line, field: "[\(index)].\(field)", problem)
    }

    /// The value for this measurement, or nil when its type is one Daybook does not keep (counted as skipped).
    func item(context: ImportContext, sink: any ImportSink) throws -> ImportItem? {
        guard let type = object["type"] as? String, !type.isEmpty else { throw error("type", Problem(.missing)) }
        let date = try day(context: context)
        switch type {
        case "period":
            let option = (object["value"] as? [String: Any])?["option"] as? String ?? ""
            let levels: [String: FlowLevel] = ["light": .light, "medium": .medium, "heavy": .heavy, "very_heavy": .heavy]
            guard let level = levels[option] else {
                throw error("value.option", .quoting(.importNotClueFlow, option))
            }
            return ImportItem(dedupeKey: "clue|flow|\(date)", value: .flow(date, level))
        case "spotting":
            // Bleeding outside a period: it starts no period (FlowLevel.isBleeding).
            return ImportItem(dedupeKey: "clue|flow|\(date)", value: .flow(date, .spotting))
        case "discharge":
            // Several may be ticked on one day; the best quality counts, as the mucus peak is read from it.
            guard let mucus = options().compactMap(Self.mucus).max(by: { $0.nfpValue < $1.nfpValue }) else {
                sink.skip("discharge without a mucus quality")
                return nil
            }
            return ImportItem(dedupeKey: "clue|discharge|\(date)", value: .mucus(date, mucus))
        case "bbt":
            return try temperature(date, context: context)
        case "feelings":
            // A day has one mood: only a single feeling that is one of Daybook's moods maps cleanly.
            let feelings = options()
            guard feelings.count == 1, let mood = feelings.first.flatMap(Self.mood) else {
                sink.skip("feelings")
                return nil
            }
            return ImportItem(dedupeKey: "clue|feelings|\(date)", value: .mood(date, mood))
        default:
            sink.skip(type)
            return nil
        }
    }

    private func day(context: ImportContext) throws -> LocalDate {
        guard let text = object["date"] as? String else { throw error("date", Problem(.missing)) }
        guard let written = WrittenInstant.parse(text) else { throw error("date", .quoting(.importNotDate, text)) }
        if let problem = context.futureDateProblem(written.date) { throw error("date", problem) }
        return written.date
    }

    /// The `option`s of a list value.
    private func options() -> [String] {
        (object["value"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["option"] as? String }
    }

    /// Clue records no time for it; the day's start in the person's zone dates it to its day.
    private func temperature(_ date: LocalDate, context: ImportContext) throws -> ImportItem {
        guard let value = object["value"] as? [String: Any] else { throw error("value", Problem(.importCelsiusObject)) }
        guard let celsius = value["celsius"] as? NSNumber, !celsius.isJSONBoolean, celsius.doubleValue.isFinite else {
            throw error("value.celsius", Problem(.number))
        }
        let excluded = (value["excluded"] as? Bool) ?? false
        do {
            let temperature = try BodyTemperature(value: celsius.doubleValue, unit: .C, time: date.startInstant(in: context.timeZone),
                                                  excluded: excluded)
            return ImportItem(dedupeKey: "clue|bbt|\(date)", value: .temperature(temperature))
        } catch {
            throw self.error("value.celsius", error.problem)
        }
    }

    /// Clue's discharge options; "atypical" says nothing about fertility and maps to none.
    /// Without a recorded feeling, "nothing felt" stands beside the texture.
    static func mucus(_ option: String) -> Mucus? {
        switch option {
        case "none": Mucus(feeling: .nothing, texture: .none)
        case "sticky", "creamy": Mucus(feeling: .nothing, texture: .creamy)
        case "egg_white": Mucus(feeling: .nothing, texture: .eggWhite)
        default: nil
        }
    }

    static func mood(_ option: String) -> MoodLevel? {
        switch option {
        case "happy": .happy
        case "sad": .sad
        case "angry": .angry
        case "indifferent": .neutral
        default: nil
        }
    }
}
