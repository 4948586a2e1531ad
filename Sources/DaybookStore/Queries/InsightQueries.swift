import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// The rows the insights read, for one user and a range: one query per table, only the columns the
/// analysis needs, decoded into the core's plain values instead of Fluent models — ten years of
/// 5-minute glucose readings are about a million rows.
public struct InsightQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    /// Stress levels (1–10) whose instant lies in [from, to) (either end open), oldest first.
    public func stress(from: Date? = nil, to: Date? = nil) async throws -> [TimedValue] {
        try await timed(StressRatingRecord.schema, "level", from: from, to: to)
    }

    /// Glucose in mg/dL (as stored) whose instant lies in [from, to), oldest first.
    public func glucose(from: Date, to: Date) async throws -> [TimedValue] {
        try await timed(GlucoseReadingRecord.schema, "mg_per_dl", from: from, to: to)
    }

    /// Insulin units per dose in [from, to).
    public func insulin(from: Date, to: Date) async throws -> [TimedValue] {
        try await timed(InsulinDoseRecord.schema, "units", from: from, to: to)
    }

    /// Each meal's carbs, protein and fat (grams) in [from, to), read in one query.
    public func meals(from: Date, to: Date) async throws -> (carbs: [TimedValue], protein: [TimedValue], fat: [TimedValue]) {
        let sql = try sqlDatabase()
        let query = sql.select().column("time").column("carbs").column("protein").column("fat")
            .from(MealRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("time", .greaterThanOrEqual, SQLBind(from))
            .where("time", .lessThan, SQLBind(to))
            .orderBy("time")
        let rows = try await PlainRows.read(query.query, on: sql) { row -> (Date, Double?, Double?, Double?)? in
            guard let time = try? row.decode(column: "time", as: Date.self) else { return nil }
            return (time, Self.number(row, "carbs"), Self.number(row, "protein"), Self.number(row, "fat"))
        }
        var carbs: [TimedValue] = [], protein: [TimedValue] = [], fat: [TimedValue] = []
        for (time, carb, prot, f) in rows {
            if let value = carb { carbs.append(TimedValue(time: time, value: value)) }
            if let value = prot { protein.append(TimedValue(time: time, value: value)) }
            if let value = f { fat.append(TimedValue(time: time, value: value)) }
        }
        return (carbs, protein, fat)
    }

    /// The four daily metrics on the dates in [from, to] (either end open), each as its own series:
    /// one query reads all four columns.
    public func metrics(from: LocalDate? = nil, to: LocalDate? = nil) async throws -> [InsightMetric: [DatedValue]] {
        let sql = try sqlDatabase()
        var series: [InsightMetric: [DatedValue]] = Dictionary(uniqueKeysWithValues: InsightMetric.allCases.map { ($0, []) })
        let query = sql.select().column("date").column("sleep").column("activity").column("work").column("diet")
            .from(DailyMetricsRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
        if let from { query.where("date", .greaterThanOrEqual, SQLBind(from.description)) }
        if let to { query.where("date", .lessThanOrEqual, SQLBind(to.description)) }
        let rows = try await PlainRows.read(query.orderBy("date").query, on: sql) { row -> (LocalDate, [(InsightMetric, Double)])? in
            guard let text = try? row.decode(column: "date", as: String.self), let date = try? LocalDate(parsing: text) else { return nil }
            return (date, InsightMetric.allCases.compactMap { metric in Self.number(row, metric.rawValue).map { (metric, $0) } })
        }
        for (date, values) in rows {
            for (metric, value) in values {
                series[metric, default: []].append(DatedValue(date: date, value: value))
            }
        }
        return series
    }

    /// Each day's mood score (`MoodLevel.score`) and hours slept in [from, to], read as plain rows.
    public func moodAndSleep(from: LocalDate, to: LocalDate) async throws -> (mood: [DatedValue], sleep: [DatedValue]) {
        let read = try await moodLevelsAndSleep(from: from, to: to)
        return (read.moods.map { DatedValue(date: $0.date, value: $0.mood.score) }, read.sleep)
    }

    /// Each day's mood as logged, and hours slept, in [from, to] (one read of the symptoms rows).
    public func moodLevelsAndSleep(from: LocalDate, to: LocalDate) async throws -> (moods: [DatedMood], sleep: [DatedValue]) {
        let sql = try sqlDatabase()
        let query = sql.select().column("date").column("mood").column("sleep").from(SymptomsRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("date", .greaterThanOrEqual, SQLBind(from.description))
            .where("date", .lessThanOrEqual, SQLBind(to.description))
            .orderBy("date")
        let rows = try await PlainRows.read(query.query, on: sql) { row -> (LocalDate, MoodLevel?, Double?)? in
            guard let text = try? row.decode(column: "date", as: String.self), let date = try? LocalDate(parsing: text) else { return nil }
            return (date, (try? row.decode(column: "mood", as: String.self)).flatMap(MoodLevel.init(rawValue:)), Self.number(row, "sleep"))
        }
        return (rows.compactMap { row in row.1.map { DatedMood(date: row.0, mood: $0) } },
                rows.compactMap { row in row.2.map { DatedValue(date: row.0, value: $0) } })
    }

    /// One value per logged day in [from, to], aggregated by the database from the rows' own `date`
    /// (the local day each was logged on): a year of CGM readings comes back as 365 rows.
    public enum DailyAggregate: Sendable {
        case stressMean
        case insulinSum
    }

    /// Each day's mean glucose and percent of readings within `range`, in one pass over the readings.
    public func dailyGlucose(within range: ClosedRange<Double>, from: LocalDate, to: LocalDate) async throws
        -> (mean: [DatedValue], percentWithin: [DatedValue]) {
        let sql = try sqlDatabase()
        let query: SQLQueryString = """
            SELECT date, AVG(mg_per_dl) AS mean,
                   AVG(CASE WHEN mg_per_dl >= \(bind: range.lowerBound) AND mg_per_dl <= \(bind: range.upperBound) THEN 100.0 ELSE 0.0 END) AS within
            FROM \(ident: GlucoseReadingRecord.schema)
            WHERE user_id = \(bind: userID) AND date >= \(bind: from.description) AND date <= \(bind: to.description)
            GROUP BY date ORDER BY date
            """
        let rows = try await PlainRows.read(query, on: sql) { row -> (LocalDate, Double, Double)? in
            guard let text = try? row.decode(column: "date", as: String.self), let date = try? LocalDate(parsing: text),
                  let mean = Self.number(row, "mean"), let within = Self.number(row, "within") else { return nil }
            return (date, mean, within)
        }
        return (rows.map { DatedValue(date: $0.0, value: $0.1) }, rows.map { DatedValue(date: $0.0, value: $0.2) })
    }

    public func daily(_ aggregate: DailyAggregate, from: LocalDate, to: LocalDate) async throws -> [DatedValue] {
        let sql = try sqlDatabase()
        let value: SQLQueryString, table: String
        switch aggregate {
        case .stressMean: (value, table) = ("AVG(level * 1.0)", StressRatingRecord.schema)
        case .insulinSum: (value, table) = ("SUM(units)", InsulinDoseRecord.schema)
        }
        let query: SQLQueryString = """
            SELECT date, \(value) AS value FROM \(ident: table)
            WHERE user_id = \(bind: userID) AND date >= \(bind: from.description) AND date <= \(bind: to.description)
            GROUP BY date ORDER BY date
            """
        return try await PlainRows.read(query, on: sql) { row in
            guard let text = try? row.decode(column: "date", as: String.self), let date = try? LocalDate(parsing: text),
                  let value = Self.number(row, "value") else { return nil }
            return DatedValue(date: date, value: value)
        }
    }

    private func timed(_ table: String, _ column: String, from: Date?, to: Date?) async throws -> [TimedValue] {
        let sql = try sqlDatabase()
        let query = sql.select().column("time").column(SQLIdentifier(column)).from(table)
            .where("user_id", .equal, SQLBind(userID))
        if let from { query.where("time", .greaterThanOrEqual, SQLBind(from)) }
        if let to { query.where("time", .lessThan, SQLBind(to)) }
        return try await PlainRows.read(query.orderBy("time").query, on: sql) { row in
            guard let time = try? row.decode(column: "time", as: Date.self), let value = Self.number(row, column) else { return nil }
            return TimedValue(time: time, value: value)
        }
    }

    /// A numeric column as a Double, whether the database holds it as a float or an integer
    /// (stress levels are integers); `nil` for NULL.
    private static func number(_ row: any SQLRow, _ column: String) -> Double? {
        // A plain Double first: SQLite converts it directly, an Optional goes through a Decoder.
        if let value = try? row.decode(column: column, as: Double.self) { return value }
        if (try? row.decodeNil(column: column)) == true { return nil }
        if let value = try? row.decode(column: column, as: Int.self) { return Double(value) }
        return nil
    }

    private func sqlDatabase() throws -> any SQLDatabase {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the insights need an SQL database") }
        return sql
    }
}
