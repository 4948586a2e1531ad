@testable import DaybookFormats
import Foundation
import PropertyBased
import Testing

@Suite struct CSVReaderTests {
    private func rows(_ text: String) throws -> [[String]] {
        var reader = CSVReader(InputStream(data: Data(text.utf8)))
        var rows: [[String]] = []
        while let row = try reader.nextRow() { rows.append(row.fields) }
        return rows
    }

    @Test func quotedFieldsHoldCommasQuotesAndNewlines() throws {
        #expect(try rows("a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",,x\n") == [["a", "b,c", "say \"hi\""], ["two\nlines", "", "x"]])
    }

    @Test func byteOrderMarkIsNotPartOfTheFirstHeader() throws {
        #expect(try rows("\u{FEFF}date,value\n") == [["date", "value"]])
    }

    /// Any table written the RFC 4180 way reads back field for field.
    @Test func writtenTablesReadBack() async {
        let field = Gen.oneOf(Gen.letterOrNumber, Gen.always(","), Gen.always("\""), Gen.always("\n"), Gen.always(" ")).string(of: 0...6)
        await propertyCheck(input: field.array(of: 1...4).array(of: 1...5)) { table in
            // A row of one empty field is a blank line, which the reader skips by design.
            let table = table.filter { $0 != [""] }
            let text = table.map { row in
                row.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
            }.joined(separator: "\n")
            #expect((try? rows(text)) == table)
        }
    }
}
