import DaybookCore
import Foundation

/// Daylio's CSV export (`full_date,date,weekday,time,mood,activities,note_title,note`), newest entry first.
/// Each entry's mood becomes the mood of its day through `ImportContext.daylioMoods`. A day with
/// several entries keeps the first one in the file, which is the day's latest.
public struct DaylioImporter: JournalImporter {
    public let format = ImportFormat.daylio

    public init() {}

    public func detects(fileName: String, head: Data) -> Bool {
        String(decoding: head.prefix(4_096), as: UTF8.self).contains("full_date,date,weekday,time,mood")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var table = try CSVTable(input, requiring: ["full_date", "mood"], format: "Daylio")
        while let row = try table.nextRow() {
            let date: LocalDate
            do { date = try LocalDate(parsing: row["full_date"], field: "full_date") } catch {
                throw row.error("full_date", "\(ImportError.quoting(row["full_date"])) is not a date as YYYY-MM-DD")
            }
            if let problem = context.futureDateProblem(date) { throw row.error("full_date", problem) }
            guard let mood = context.daylioMoods.mood(for: row["mood"]) else {
                var error = row.error("mood", "the mood \(ImportError.quoting(row["mood"])) has no mapping; give it one (e.g. --moods \"\(row["mood"].prefix(40))=HAPPY\")")
                error.unmappedMood = String(row["mood"].trimmingCharacters(in: .whitespaces).prefix(40))
                throw error
            }
            try sink.receive(ImportItem(dedupeKey: "daylio|mood|\(date)", value: .mood(date, mood)))
        }
    }
}
