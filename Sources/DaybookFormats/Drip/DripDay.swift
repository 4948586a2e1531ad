import DaybookCore
import Foundation

/// One row of a drip export, one day, read into what Daybook keeps of it. drip's scales (its
/// i18n/en/cycle-day.js): bleeding 0 spotting … 3 heavy; mucus feeling 0 dry, 1 nothing, 2 wet,
/// 3 slippery; texture 0 nothing, 1 creamy, 2 egg white; the mucus value is the NFP value drip
/// computes from the two (lib/nfp-mucus.js), 0 t … 4 S+; cervix opening 0 closed … 2 open, firmness
/// 0 hard, 1 soft, position 0 low … 2 high; desire 0 low … 2 high. Temperatures are in °C.
struct DripDay {
    let row: CSVRow
    let date: LocalDate

    /// Whether a column says anything: drip writes `false` for a box left unticked beside a ticked one.
    func says(_ column: String) -> Bool {
        let text = row[column]
        return !text.isEmpty && text.lowercased() != "false"
    }

    /// Pushes the day's values, each under a key of its own, and counts the rest by name.
    func read(_ header: [String], context: ImportContext, into sink: any ImportSink) throws {
        var any = false
        func emit(_ kind: String, _ value: ImportValue) throws {
            any = true
            try sink.receive(ImportItem(dedupeKey: "drip|\(kind)|\(date)", value: value))
        }
        func skip(_ reason: String) {
            any = true
            sink.skip(reason)
        }
        if let flow = try flow() { try emit("flow", .flow(date, flow)) }
        if let temperature = try temperature(in: context.timeZone) { try emit("temperature", .temperature(temperature)) }
        if let mucus = try mucus(skip) { try emit("mucus", .mucus(date, mucus)) }
        // Daybook keeps no cervix observation: mucus is the secondary sign it evaluates.
        if ["cervix.opening", "cervix.firmness", "cervix.position"].contains(where: says) { skip("drip cervix (Daybook keeps no cervix signs)") }
        if let note = note { try emit("note", .note(date, note)) }
        if try bool("pain.cramps") {
            // drip says only that there were cramps, not how bad: the mildest level that says so.
            try emit("cramps", .cramps(date, .neutral))
        }
        if let mood = mood(skip) { try emit("mood", .mood(date, mood)) }
        for column in header where !DripColumns.read.contains(column) && says(column) {
            skip("drip " + String(column.prefix(60)))
        }
        if !any { sink.skip("drip day with nothing logged") }
    }

    /// Whether the row holds anything besides its date and its note: drip keeps notes for days to
    /// come (a plan), and only notes.
    func holdsMoreThanANote(_ header: [String]) -> Bool {
        header.contains { $0 != "date" && $0 != "note.value" && says($0) }
    }

    // MARK: Bleeding

    /// An excluded bleeding is one the person said is not menstrual: spotting, which starts no period.
    private func flow() throws -> FlowLevel? {
        guard let level = try whole("bleeding.value", in: 0...3, .importNotBleeding) else { return nil }
        if try bool("bleeding.exclude") { return .spotting }
        return [FlowLevel.spotting, .light, .medium, .heavy][level]
    }

    // MARK: Temperature

    /// Taken at `temperature.time` on the day in the person's zone; without a time, at the day's start.
    private func temperature(in zone: TimeZone) throws -> BodyTemperature? {
        guard !row["temperature.value"].isEmpty else { return nil }
        let value = try row.number("temperature.value")
        var time = date.startInstant(in: zone)
        if !row["temperature.time"].isEmpty {
            time = LocalInstant.instant(on: date, at: try timeOfDay("temperature.time"), in: zone)
        }
        let excluded = try bool("temperature.exclude")
        do {
            return try BodyTemperature(value: value, unit: .C, time: time, excluded: excluded)
        } catch {
            throw row.error("temperature.value", error.problem)
        }
    }

    /// drip writes `HH:mm`; an hour of one digit is read too.
    private func timeOfDay(_ column: String) throws -> TimeOfDay {
        let text = row[column]
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), let time = try? TimeOfDay(hour: hour, minute: minute)
        else { throw row.error(column, .quoting(.importNotTimeHHmm, text)) }
        return time
    }

    // MARK: Mucus

    /// Daybook's mucus has no exclusion: an excluded observation would count in the fertility
    /// evaluation the person kept it out of, so it is counted as skipped instead.
    private func mucus(_ skip: (String) -> Void) throws -> Mucus? {
        let feeling = try whole("mucus.feeling", in: 0...3, .importNotMucusFeeling)
        let texture = try whole("mucus.texture", in: 0...2, .importNotMucusTexture)
        let value = try whole("mucus.value", in: 0...4, .importNotNFPMucus)
        guard let feeling, let texture else {
            if feeling != nil || texture != nil || value != nil { skip("drip mucus without both feeling and texture") }
            return nil
        }
        let mucus = Mucus(feeling: [MucusFeeling.dry, .nothing, .wet, .slippery][feeling], texture: [MucusTexture.none, .creamy, .eggWhite][texture])
        // drip computes the value from the two the same way; another value means the file was changed.
        if let value, value != mucus.nfpValue {
            throw row.error("mucus.value", Problem(.importMucusMismatch, ["value": "\(value)", "feeling": "\(feeling)", "texture": "\(texture)", "nfp": "\(mucus.nfpValue)"]))
        }
        if try bool("mucus.exclude") {
            skip("drip mucus marked excluded")
            return nil
        }
        return mucus
    }

    // MARK: Notes and mood

    /// `note.value`, then the words written beside a symptom, each on a line naming it.
    private var note: String? {
        var lines = [row["note.value"]]
        for (column, label) in DripColumns.notes where !row[column].isEmpty {
            lines.append("\(label): \(row[column])")
        }
        let text = lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.joined(separator: "\n")
        return text.isEmpty ? nil : String(text.prefix(Symptoms.maximumNotesLength))
    }

    /// A day has one mood: drip's ticked moods give it when they agree on one of Daybook's.
    private func mood(_ skip: (String) -> Void) -> MoodLevel? {
        let ticked = DripColumns.moods.filter { says($0.key) }
        let moods = Set(ticked.values)
        guard moods.count <= 1 else {
            skip("drip moods that disagree on one day")
            return nil
        }
        return moods.first
    }

    // MARK: Values

    /// A whole number in `range` (drip writes JavaScript numbers: `2`), or nil when the column is empty.
    private func whole(_ column: String, in range: ClosedRange<Int>, _ refusal: ProblemKind) throws -> Int? {
        let text = row[column]
        guard !text.isEmpty else { return nil }
        guard let value = Int(text), range.contains(value) else { throw row.error(column, .quoting(refusal, text)) }
        return value
    }

    /// `true` or `false` as drip writes them; empty is false.
    private func bool(_ column: String) throws -> Bool {
        switch row[column].lowercased() {
        case "": false
        case "true": true
        case "false": false
        default: throw row.error(column, .quoting(.importNotTrueOrFalse, row[column]))
        }
    }
}
