import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// The sympto-thermal signs of one user over a range of days, as plain rows: the cycle page and the
/// insights read many cycles of them on every view, too many for a model object per row.
public struct FertilitySignQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    /// Each day's first temperature (the waking one) in [from, to].
    public func firstTemperatures(from: LocalDate, to: LocalDate) async throws -> [LocalDate: (celsius: Double, excluded: Bool)] {
        let sql = try sqlDatabase()
        let query = sql.select().column("date").column("celsius").column("excluded").from(BodyTemperatureRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("date", .greaterThanOrEqual, SQLBind(from.description)).where("date", .lessThanOrEqual, SQLBind(to.description))
            .orderBy("time")
        let rows = try await PlainRows.read(query.query, on: sql) { row -> (LocalDate, Double, Bool)? in
            guard let text = try? row.decode(column: "date", as: String.self), let date = try? LocalDate(parsing: text),
                  let celsius = try? row.decode(column: "celsius", as: Double.self) else { return nil }
            return (date, celsius, (try? row.decode(column: "excluded", as: Bool.self)) ?? false)
        }
        return Dictionary(rows.map { ($0.0, (celsius: $0.1, excluded: $0.2)) }) { first, _ in first }
    }

    public func mucus(from: LocalDate, to: LocalDate) async throws -> [LocalDate: Mucus] {
        let sql = try sqlDatabase()
        let query = sql.select().column("date").column("mucus_feeling").column("mucus_texture").from(FertilitySignsRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("date", .greaterThanOrEqual, SQLBind(from.description)).where("date", .lessThanOrEqual, SQLBind(to.description))
        let rows = try await PlainRows.read(query.query, on: sql) { row -> (LocalDate, Mucus)? in
            guard let text = try? row.decode(column: "date", as: String.self), let date = try? LocalDate(parsing: text),
                  let feeling = (try? row.decode(column: "mucus_feeling", as: String.self)).flatMap(MucusFeeling.init(rawValue:)),
                  let texture = (try? row.decode(column: "mucus_texture", as: String.self)).flatMap(MucusTexture.init(rawValue:))
            else { return nil }
            return (date, Mucus(feeling: feeling, texture: texture))
        }
        return Dictionary(rows) { first, _ in first }
    }

    /// Days with a positive or peak LH test.
    public func surgeDays(from: LocalDate, to: LocalDate) async throws -> Set<LocalDate> {
        let sql = try sqlDatabase()
        let query = sql.select().column("date").from(OvulationTestRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("date", .greaterThanOrEqual, SQLBind(from.description)).where("date", .lessThanOrEqual, SQLBind(to.description))
            .where("result", .in, [OvulationTestResult.positive.rawValue, OvulationTestResult.peak.rawValue])
        return Set(try await PlainRows.read(query.query, on: sql) { row in
            (try? row.decode(column: "date", as: String.self)).flatMap { try? LocalDate(parsing: $0) }
        })
    }

    private func sqlDatabase() throws -> any SQLDatabase {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the fertility signs need an SQL database") }
        return sql
    }
}
