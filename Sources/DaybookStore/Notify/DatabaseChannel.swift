import FluentKit
import FluentPostgresDriver
import Foundation
import SQLKit

/// A PostgreSQL notification channel (LISTEN/NOTIFY) that every Daybook instance on one database
/// shares. Its name carries the configured schema, so Daybooks (or parallel test runs) that keep
/// their tables in different schemas of one database do not hear each other.
public struct DatabaseChannel: Sendable, Equatable {
    /// PostgreSQL refuses payloads of 8000 bytes and more.
    public static let payloadLimit = 7_999

    public let name: String

    /// `daybook_<purpose>` plus `_<schema>`; a schema that is not a plain lower-case name, or that would
    /// make the name longer than PostgreSQL's 63-byte identifiers, is replaced by a hash of it.
    public init(purpose: String, schema: String?) {
        let base = "daybook_\(purpose)"
        guard let schema, !schema.isEmpty else {
            name = base
            return
        }
        let plain = schema.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
        if plain, base.utf8.count + 1 + schema.utf8.count <= 63 {
            name = "\(base)_\(schema)"
        } else {
            name = "\(base)_\(Self.fnv1a(schema))"
        }
    }

    /// Sends the payloads, in order, to every connection listening on this channel (this one's
    /// included), in one round trip. Throws on SQLite, which has no notifications.
    public func notify(_ payloads: [String], on db: any Database) async throws {
        guard !payloads.isEmpty else { return }
        if let large = payloads.first(where: { $0.utf8.count > Self.payloadLimit }) {
            throw StoreError.badConfiguration("a notification payload of \(large.utf8.count) bytes exceeds PostgreSQL's limit")
        }
        guard let sql = db as? any SQLDatabase, sql.dialect.name == "postgresql" else {
            throw StoreError.badConfiguration("notifications need PostgreSQL")
        }
        // One statement, so one transaction: PostgreSQL delivers its notifications in this order.
        var query = SQLQueryString("SELECT ")
        for (index, payload) in payloads.enumerated() {
            query.appendInterpolation(unsafeRaw: index == 0 ? "" : ", ")
            query.appendInterpolation(unsafeRaw: "pg_notify(")
            query.appendInterpolation(bind: name)
            query.appendInterpolation(unsafeRaw: ", ")
            query.appendInterpolation(bind: payload)
            query.appendInterpolation(unsafeRaw: ")")
        }
        try await sql.raw(query).run()
    }

    /// FNV-1a, 64 bits, as hex: stable across processes (Swift's `hashValue` is seeded per process).
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
