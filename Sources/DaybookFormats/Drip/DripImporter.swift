import DaybookCore
import Foundation

/// drip's CSV export (drip, the open-source sympto-thermal cycle app; Settings → Data → Export):
/// one row per day, newest first, `date` as YYYY-MM-DD and one column per symptom field
/// (`DripColumns`). Daybook takes the bleeding (an excluded one as spotting), the waking temperature
/// with its time and exclusion, the mucus, the cramps, the moods it has and the notes; what it does not
/// keep (cervix, desire, sex, contraceptives, other pains and moods) is counted as skipped by name.
/// See `DripDay` for the scales.
public struct DripImporter: JournalImporter {
    public let format = ImportFormat.drip

    public init() {}

    public func detects(fileName: String, head: Data) -> Bool {
        let firstLine = String(decoding: head.prefix(4_096), as: UTF8.self).prefix { $0 != "\n" && $0 != "\r\n" }
        return firstLine.contains("bleeding.value") && firstLine.contains("date")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var table = try CSVTable(input, requiring: ["date", "bleeding.value"], format: "drip")
        guard table.header.count <= DripColumns.most else {
            throw ImportError(line: 1, field: nil, .importDripColumns, ["count": "\(table.header.count)", "expected": "\(DripColumns.all.count)"])
        }
        let header = table.header
        while let row = try table.nextRow() {
            let date: LocalDate
            do { date = try LocalDate(parsing: row["date"], field: "date") } catch {
                throw row.error("date", .quoting(.importNotDate, row["date"]))
            }
            let day = DripDay(row: row, date: date)
            if let problem = context.futureDateProblem(date) {
                // drip keeps notes for days to come, and nothing else; Daybook's journal ends tomorrow.
                guard day.holdsMoreThanANote(header) else {
                    sink.skip(row["note.value"].isEmpty ? "drip day with nothing logged" : "drip note on a day still to come")
                    continue
                }
                throw row.error("date", problem)
            }
            try day.read(header, context: context, into: sink)
        }
    }
}
