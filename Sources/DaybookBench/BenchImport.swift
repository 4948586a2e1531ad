import DaybookApp
import DaybookCore
import DaybookFixtures
import DaybookServer
import Foundation

/// Bulk import: `daybook-bench import` in a child process per size (so each peak RSS belongs to one
/// import), then the sqlite3 tool's `.import` of the same rows into a copy of the same table shape.
enum BenchImport {
    static let today = try? LocalDate(year: 2026, month: 11, day: 1)

    static func run(sizes: [Int], seed: Int, folder: URL, into figures: inout BenchFigures, log: (String) -> Void) async throws {
        var last: (size: Int, seconds: Double, database: URL)?
        for size in sizes {
            let database = folder.appendingPathComponent("import-\(size).sqlite")
            let output = try await ChildProcess.check(ChildProcess.bench, ["import", "--readings", "\(size)", "--seed", "\(seed)", "--log", "warning"],
                                                environment: ["DAYBOOK_DATABASE_URL": "sqlite:\(database.path)"])
            guard let line = output.stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
                throw ChildProcess.Failure(description: "daybook-bench import printed no result: \(output.stdout.suffix(500))")
            }
            let result = try JSONDecoder().decode(BenchImportCommand.Result.self, from: Data(line.utf8))
            let label = size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
            figures.add("import", "daybook, \(label) readings", result.seconds, "s", note: String(format: "%.0f rows/s", Double(result.readings) / result.seconds))
            figures.add("import", "daybook, \(label) readings, peak RSS", Double(result.peakRSSKB ?? 0) / 1024, "MB",
                        note: "before import \(BenchMeasure.megabytes(result.startRSSKB))")
            log("import \(label): \(String(format: "%.2f", result.seconds)) s, peak RSS \(BenchMeasure.megabytes(result.peakRSSKB))")
            last = (size, result.seconds, database)
        }
        guard let last, let sqlite3 = ChildProcess.which("sqlite3") else {
            log("sqlite3 not found: no reference for the import (apt-get install sqlite3)")
            return
        }
        let reference = try await sqlite3Import(size: last.size, seed: seed, from: last.database, folder: folder, sqlite3: sqlite3)
        let label = last.size >= 1_000_000 ? "\(last.size / 1_000_000)M" : "\(last.size / 1_000)k"
        figures.add("import", "sqlite3 .import, \(label) readings", reference, "s", note: "same rows (CSV), same table and indexes")
        figures.add("import", "daybook / sqlite3 time", last.seconds / reference, "×", note: "goal ≤ 1.5")
        log("sqlite3 .import \(label): \(String(format: "%.2f", reference)) s")
    }

    /// Writes the same readings as CSV rows in the stored format, creates the same schema in a new
    /// file and times `sqlite3 file` doing `.import` (CSV writing not timed).
    static func sqlite3Import(size: Int, seed: Int, from database: URL, folder: URL, sqlite3: URL) async throws -> Double {
        let userID = try await ChildProcess.check(sqlite3, [database.path, "SELECT id FROM users LIMIT 1"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let schema = try await ChildProcess.check(sqlite3, [database.path, ".schema"]).stdout
        guard let today else { return .nan }
        let csv = folder.appendingPathComponent("readings.csv")
        _ = FileManager.default.createFile(atPath: csv.path, contents: nil)
        let handle = try FileHandle(forWritingTo: csv)
        let dataset = GeneratedDataset(users: 1, years: 0, seed: UInt64(max(0, seed)), glucosePerUser: size, today: today)
        let zone = TimeZone(identifier: WriteGeneratedDataset.timeZone) ?? .gmt
        var chunk = ""
        for reading in dataset.glucose(of: 0, zone: zone) {
            let date = LocalDate(reading.time, in: zone)
            chunk += "\(UUID().uuidString),\(userID),\(date),\(reading.time.timeIntervalSince1970),\(reading.mgPerDL),cgm\n"
            if chunk.utf8.count > 1 << 20 {
                handle.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        handle.write(Data(chunk.utf8))
        try handle.close()

        let reference = folder.appendingPathComponent("sqlite3-import.sqlite")
        _ = try await ChildProcess.check(sqlite3, [reference.path], stdin: "PRAGMA journal_mode=WAL;\n" + schema)
        let timed = try await ChildProcess.check(sqlite3, [reference.path], stdin: ".mode csv\n.import \(csv.path) glucose_readings\n")
        let count = try await ChildProcess.check(sqlite3, [reference.path, "SELECT count(*) FROM glucose_readings"]).stdout
        guard Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) == size else {
            throw ChildProcess.Failure(description: "sqlite3 imported \(count) rows, not \(size): \(timed.stderr.prefix(500))")
        }
        return timed.seconds
    }
}
