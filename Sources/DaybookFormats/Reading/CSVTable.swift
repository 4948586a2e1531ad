import DaybookCore
import Foundation

/// A CSV file read row by row with its header: fields by column name, errors naming line and column.
struct CSVTable {
    private var reader: CSVReader
    let header: [String]
    private let index: [String: Int]

    /// Reads the header and checks the columns the format needs.
    init(_ input: InputStream, requiring columns: [String], format: String) throws {
        reader = CSVReader(input)
        guard let first = try reader.nextRow() else {
            throw ImportError(line: 1, field: nil, .importEmptyCSV, ["format": format])
        }
        header = first.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        var index: [String: Int] = [:]
        for (position, name) in header.enumerated() where index[name] == nil { index[name] = position }
        self.index = index
        if let missing = columns.first(where: { index[$0] == nil }) {
            throw ImportError(line: 1, field: missing, .importNoColumn, ["column": missing, "format": format])
        }
    }

    mutating func nextRow() throws -> CSVRow? {
        guard let row = try reader.nextRow() else { return nil }
        return CSVRow(line: row.line, fields: row.fields, index: index)
    }
}

/// One data row of a `CSVTable`.
struct CSVRow {
    let line: Int
    let fields: [String]
    let index: [String: Int]

    /// The trimmed value in `column`; empty when the row is short or the column is absent.
    subscript(column: String) -> String {
        guard let position = index[column], position < fields.count else { return "" }
        return fields[position].trimmingCharacters(in: .whitespaces)
    }

    func error(_ column: String?, _ problem: Problem) -> ImportError {
        ImportError(line: line, field: column, problem)
    }

    /// A number in `column` (a dot for decimals, as every one of these apps writes it).
    func number(_ column: String) throws(ImportError) -> Double {
        let text = self[column]
        guard let value = Double(text), value.isFinite else {
            throw error(column, text.isEmpty ? Problem(.notEmpty) : .quoting(.importNotANumber, text))
        }
        return value
    }
}
