import Foundation

/// The largest request bodies Daybook reads, in bytes. Vapor's own default (16 kB) is too small for
/// a day's notes and too silent about it; these are explicit, per kind of route.
public struct BodyLimits: Sendable, Equatable {
    /// `DAYBOOK_MAX_BODY_SIZE`: JSON API calls and web form posts.
    public var standard = 1 << 20
    /// A request nobody is known by yet (sign-up, log-in, a wrong credential) sends at most this much,
    /// whatever its route takes once known: a stranger's body is small and is held in memory.
    public var anonymous = 64 << 10
    /// `DAYBOOK_MAX_BATCH_SIZE`: Nightscout uploads (arrays of readings on backfill) and timeline scenario files.
    public var batch = 4 << 20
    /// `DAYBOOK_MAX_IMPORT_SIZE`: `POST /api/v1/import`, an export document, whose entries are held while it is checked.
    public var exportDocument = 200 << 20
    /// `DAYBOOK_MAX_UPLOAD_SIZE`: `POST /api/v1/imports`, another app's export, streamed to disk.
    public var importFile = 2 << 30

    public init() {}

    /// Bytes, or with a unit: `512kb`, `1mb`, `2gb` (binary: 1 kb = 1024 bytes).
    static func bytes(setting name: String, _ text: String) throws(ConfigurationError) -> Int {
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        let units: [(String, Int)] = [("kb", 1 << 10), ("mb", 1 << 20), ("gb", 1 << 30), ("b", 1)]
        var number = Substring(lower)
        var factor = 1
        if let (suffix, size) = units.first(where: { lower.hasSuffix($0.0) }) {
            number = number.dropLast(suffix.count)
            factor = size
        }
        guard let amount = Int(number.trimmingCharacters(in: .whitespaces)), amount > 0,
              amount <= Int.max / factor else {
            throw ConfigurationError("\(name): \(text) is not a size, e.g. 1mb or 1048576")
        }
        return amount * factor
    }

    /// `1 MB`, `512 KB`, `1500 bytes`: for error messages.
    static func describe(_ bytes: Int) -> String {
        for (unit, size) in [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
