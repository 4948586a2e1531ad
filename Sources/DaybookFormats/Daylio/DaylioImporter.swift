import DaybookCore
import Foundation

/// Daylio's CSV export (`full_date,date,weekday,time,mood,activities,note_title,note`), newest entry first.
/// A day's mood is that of its last entry (the first of the day in the file), through
/// `ImportContext.daylioMoods`; every entry of the day, with its mood, activities and note, goes into
/// the day's notes, so nothing written in Daylio is lost. Moods without a mapping are all named at
/// once, after the whole file was read.
public struct DaylioImporter: JournalImporter {
    public let format = ImportFormat.daylio

    public init() {}

    public func detects(fileName: String, head: Data) -> Bool {
        String(decoding: head.prefix(4_096), as: UTF8.self).contains("full_date,date,weekday,time,mood")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var table = try CSVTable(input, requiring: ["full_date", "mood"], format: "Daylio")
        var days: [LocalDate: DaylioDay] = [:]
        var unmapped: [String] = []
        var firstUnmapped: ImportError?
        while let row = try table.nextRow() {
            let date: LocalDate
            do { date = try LocalDate(parsing: row["full_date"], field: "full_date") } catch {
                throw row.error("full_date", .quoting(.importNotDate, row["full_date"]))
            }
            if let problem = context.futureDateProblem(date) { throw row.error("full_date", problem) }
            let label = String(row["mood"].trimmingCharacters(in: .whitespaces).prefix(40))
            guard let mood = context.daylioMoods.mood(for: label) else {
                if !unmapped.contains(where: { $0.lowercased() == label.lowercased() }) { unmapped.append(label) }
                firstUnmapped = firstUnmapped ?? row.error("mood", Problem(.importUnmappedMood))
                continue
            }
            days[date, default: DaylioDay()].add(DaylioEntry(time: row["time"], label: label, mood: mood,
                                                             activities: row["activities"], title: row["note_title"], note: row["note"]))
        }
        if let first = firstUnmapped { throw Self.unmappedError(unmapped, line: first.line) }
        for (date, day) in days.sorted(by: { $0.key < $1.key }) {
            guard let mood = day.mood else { continue }
            try sink.receive(ImportItem(dedupeKey: "daylio|mood|\(date)", value: .mood(date, mood)))
            if let note = day.note { try sink.receive(ImportItem(dedupeKey: "daylio|note|\(date)", value: .note(date, note))) }
        }
    }

    /// One error for every label without a mapping, with the flag that gives them one.
    static func unmappedError(_ labels: [String], line: Int?) -> ImportError {
        let quoted = labels.prefix(10).map(ImportError.quoting).joined(separator: ", ")
        let example = labels.prefix(3).map { "\($0)=HAPPY" }.joined(separator: ",")
        let kind: ProblemKind = labels.count == 1 ? .importUnmappedMood : labels.count > 10 ? .importUnmappedMoodsMore : .importUnmappedMoods
        var error = ImportError(line: line, field: "mood", kind, ["moods": quoted, "more": "\(labels.count - 10)", "example": example])
        error.unmappedMoods = labels
        return error
    }
}
