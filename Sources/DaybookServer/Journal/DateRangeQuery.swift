import DaybookCore
import Vapor

/// `?from=YYYY-MM-DD&to=YYYY-MM-DD&limit=&offset=` of list endpoints: days inclusive, oldest first.
struct DateRangeQuery {
    static let defaultLimit = 1_000
    static let maximumLimit = 10_000

    var from: LocalDate?
    var to: LocalDate?
    var limit: Int
    var offset: Int

    init(_ req: Request) throws {
        from = try req.query[String.self, at: "from"].map { try LocalDate(parsing: $0, field: "from") }
        to = try req.query[String.self, at: "to"].map { try LocalDate(parsing: $0, field: "to") }
        if let from, let to, to < from { throw APIError.invalid("to", .notBeforeFrom) }
        limit = try req.queryInteger("limit", default: Self.defaultLimit, in: 1...Self.maximumLimit)
        offset = try req.queryInteger("offset", default: 0, in: 0...Int(Int32.max))
    }
}
