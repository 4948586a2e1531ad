import DaybookCore
import Foundation

/// The glucose report's computation in numpy, run by `python3` on the benchmark's own arrays (written
/// to a file as float64): per-day sums, squares, minima and maxima, the five range shares, the
/// overall mean, SD, CV and GMI, and the 5/25/50/75/95th percentiles of each 5-minute slot.
enum NumpyGlucoseReport {
    struct Result: Decodable {
        let seconds: Double
        let mean: Double
        let sd: Double
        /// The sum of every percentile of every slot: one number that moves if any of them differs.
        let profileSum: Double
        let inRange: Double
        /// Readings the report covered.
        let count: Int
    }

    enum Failure: Error, CustomStringConvertible {
        case python(String)
        var description: String {
            switch self { case .python(let message): "numpy comparison failed: \(message)" }
        }
    }

    /// The endpoint's work in Python: the same user's rows in [start, end) read from the same SQLite
    /// file with the sqlite3 module, then the same report with `slotMinutes` slots; read and report
    /// timed together.
    static func run(database: URL, userID: UUID, start: Date, end: Date, from: LocalDate, days: Int, slotMinutes: Int, runs: Int,
                    in folder: URL) async throws -> Result {
        try await python([
            "--sqlite", database.path, userID.uuidString, String(start.timeIntervalSince1970), String(end.timeIntervalSince1970),
            String(from.dayNumber), String(days), String(runs), String(slotMinutes * 60),
        ], in: folder)
    }

    static func run(_ readings: [TimedValue], from: LocalDate, days: Int, runs: Int, in folder: URL) async throws -> Result {
        let data = folder.appendingPathComponent("readings-\(readings.count).f64")
        var values = [Double]()
        values.reserveCapacity(readings.count * 2)
        values.append(contentsOf: readings.map(\.time.timeIntervalSince1970))
        values.append(contentsOf: readings.map(\.value))
        try values.withUnsafeBufferPointer { try Data(buffer: $0).write(to: data) }
        return try await python([data.path, String(readings.count), String(from.dayNumber), String(days), String(runs)], in: folder)
    }

    private static func python(_ arguments: [String], in folder: URL) async throws -> Result {
        let script = folder.appendingPathComponent("glucose_report.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        // The machine's OpenBLAS tuning variables are for other programs; numpy gets its defaults.
        let python = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path] + arguments,
                                                removing: ["OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"])
        guard python.status == 0 else { throw Failure.python(python.stderr) }
        let stdout = Data(python.stdout.utf8)
        do {
            return try JSONDecoder().decode(Result.self, from: stdout)
        } catch {
            throw Failure.python("unreadable output: \(String(decoding: stdout, as: UTF8.self))")
        }
    }

    static let script = #"""
import json, sys, time
import numpy as np

QUANTILES = [5, 25, 50, 75, 95]
if sys.argv[1] == "--sqlite":
    # The same rows from the same file as the endpoint reads, through Python's sqlite3 module: the
    # read is timed with the report.
    import sqlite3
    database, user, start, end = sys.argv[2], sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
    first_day, days, runs, SLOT = int(sys.argv[6]), int(sys.argv[7]), int(sys.argv[8]), int(sys.argv[9])
    def load():
        connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
        rows = connection.execute("SELECT time, mg_per_dl FROM glucose_readings WHERE user_id = ? AND time >= ? AND time < ? ORDER BY time",
                                  (user, start, end)).fetchall()
        connection.close()
        table = np.array(rows, dtype=np.float64).reshape(-1, 2)
        return table[:, 0], table[:, 1]
else:
    path, n, first_day, days, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    raw = np.fromfile(path, dtype=np.float64)
    def load():
        return raw[:n], raw[n:]
    SLOT = 300

def report(times, values):
    ok = np.isfinite(values) & (values > 0)
    seconds = np.floor(times[ok]).astype(np.int64)
    v = values[ok]
    day = seconds // 86400 - first_day
    keep = (day >= 0) & (day < days)
    day, v, seconds = day[keep], v[keep], seconds[keep]
    shifted = v - 120.0
    counts = np.bincount(day, minlength=days)
    sums = np.bincount(day, weights=shifted, minlength=days)
    squares = np.bincount(day, weights=shifted * shifted, minlength=days)
    order = np.argsort(day, kind="stable")
    ds, vs = day[order], v[order]
    starts = np.flatnonzero(np.r_[True, ds[1:] != ds[:-1]]) if len(ds) else np.array([], dtype=np.int64)
    day_min = np.minimum.reduceat(vs, starts) if len(ds) else vs
    day_max = np.maximum.reduceat(vs, starts) if len(ds) else vs
    with np.errstate(invalid="ignore", divide="ignore"):
        day_mean = 120.0 + sums / counts
        day_sd = np.sqrt(np.maximum(0, squares - sums * sums / counts) / (counts - 1))
    # < 54, < 70, <= 180, <= 250, > 250 (Battelino 2019), as in TimeInRanges.
    index = (v >= 54).astype(np.int64) + (v >= 70) + (v > 180) + (v > 250)
    ranges = np.bincount(index, minlength=5) / len(v)
    total = len(v)
    s, q = sums.sum(), squares.sum()
    mean = 120.0 + s / total
    sd = np.sqrt(max(0.0, q - s * s / total) / (total - 1))
    cv, gmi = sd / mean, 3.31 + 0.02392 * mean
    slot = (seconds % 86400) // SLOT
    by_slot = np.lexsort((v, slot))
    sorted_slots, sorted_values = slot[by_slot], v[by_slot]
    bounds = np.searchsorted(sorted_slots, np.arange(86400 // SLOT + 1))
    # numpy.percentile's linear interpolation, for every slot and quantile at once.
    starts, counts_ = bounds[:-1], np.diff(bounds)
    rank = np.array(QUANTILES)[None, :] / 100 * np.maximum(counts_ - 1, 0)[:, None]
    lower = np.floor(rank).astype(np.int64)
    upper = np.minimum(lower + 1, np.maximum(counts_ - 1, 0)[:, None])
    base = starts[:, None]
    if len(sorted_values):
        lo = sorted_values[np.minimum(base + lower, len(sorted_values) - 1)]
        hi = sorted_values[np.minimum(base + upper, len(sorted_values) - 1)]
        profile = np.where(counts_[:, None] > 0, lo + (hi - lo) * (rank - lower), np.nan)
    else:
        profile = np.full((86400 // SLOT, 5), np.nan)
    return mean, sd, cv, gmi, ranges, day_mean, day_sd, day_min, day_max, profile

durations = []
reading = sys.argv[1] == "--sqlite"
if not reading:
    times, values = load()
for _ in range(runs):
    began = time.perf_counter()
    if reading:
        times, values = load()
    result = report(times, values)
    durations.append(time.perf_counter() - began)
mean, sd, profile = result[0], result[1], result[9]
print(json.dumps({"seconds": float(np.median(durations)), "mean": float(mean), "sd": float(sd),
                  "profileSum": float(np.nansum(profile)), "inRange": float(result[4][2]), "count": len(values)}))
"""#
}
