import DaybookCore
import Foundation

/// drip's CSV export (drip, the open-source menstrual cycle app; Settings → Data → Export):
/// one row per day, `date` as YYYY-MM-DD and one column per symptom field (`temperature.value`,
/// `bleeding.value`, `bleeding.exclude`, `mucus.…`, `note.value`, …). Daybook takes the bleeding:
/// 0 spotting, 1 light, 2 medium, 3 heavy (drip's bleeding scale).
public struct DripImporter: JournalImporter {
    public let format = ImportFormat.drip

    public init() {}

    public func detects(fileName: String, head: Data) -> Bool {
        let firstLine = String(decoding: head.prefix(4_096), as: UTF8.self).prefix { $0 != "\n" && $0 != "\r\n" }
        return firstLine.contains("bleeding.value") && firstLine.contains("date")
    }

    public func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws {
        var table = try CSVTable(input, requiring: ["date", "bleeding.value"], format: "drip")
        while let row = try table.nextRow() {
            let date: LocalDate
            do { date = try LocalDate(parsing: row["date"], field: "date") } catch {
                throw row.error("date", "\(ImportError.quoting(row["date"])) is not a date as YYYY-MM-DD")
            }
            if let problem = context.futureDateProblem(date) { throw row.error("date", problem) }
            let bleeding = row["bleeding.value"]
            guard !bleeding.isEmpty else {
                sink.skip("drip day without bleeding")
                continue
            }
            let levels: [String: FlowLevel] = ["0": .spotting, "1": .light, "2": .medium, "3": .heavy]
            guard let level = levels[bleeding] else {
                throw row.error("bleeding.value", "\(ImportError.quoting(bleeding)) is not a bleeding value 0–3")
            }
            try sink.receive(ImportItem(dedupeKey: "drip|flow|\(date)", value: .flow(date, level)))
        }
    }
}
