import DaybookCore
import Foundation

/// A generated Apple Health export of `records` glucose readings (one every 5 minutes, as a CGM
/// writes them), built line by line so the benchmark can write a gigabyte without holding it.
public struct AppleHealthSample: Sendable {
    public let records: Int

    public init(records: Int) {
        self.records = records
    }

    public var header: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        <!ATTLIST HealthData locale CDATA #REQUIRED>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2024-01-01 00:00:00 +0000"/>\n
        """
    }

    public let footer = "</HealthData>\n"

    /// Record `index`: 5-minute steps from 2020-01-01 00:00 UTC, values cycling 70…249 mg/dL.
    public func record(_ index: Int) -> String {
        let seconds = index * 300
        let day = seconds / 86_400
        let time = seconds % 86_400
        let date = LocalDate(dayNumber: 18_262 + day).description // 2020-01-01 is day 18,262 since 1970.
        let stamp = String(format: "%@ %02d:%02d:%02d +0000", date, time / 3600, time % 3600 / 60, time % 60)
        return " <Record type=\"HKQuantityTypeIdentifierBloodGlucose\" sourceName=\"CGM\" unit=\"mg/dL\" creationDate=\"\(stamp)\" startDate=\"\(stamp)\" endDate=\"\(stamp)\" value=\"\(70 + index % 180)\"/>\n"
    }

    /// Writes the sample to `url`, in blocks of 10,000 records.
    public func write(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url)
        else { throw CocoaError(.fileWriteNoPermission) }
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(header.utf8))
        var block = ""
        for index in 0..<records {
            block += record(index)
            if index % 10_000 == 9_999 {
                try handle.write(contentsOf: Data(block.utf8))
                block = ""
            }
        }
        try handle.write(contentsOf: Data((block + footer).utf8))
    }
}
