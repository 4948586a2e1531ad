import Foundation

/// One stress log: many a day, each a level 1–10 with an optional short note.
public struct StressRating: Timestamped, Sendable, Equatable, Codable {
    public private(set) var level: Int
    public private(set) var time: Date
    public private(set) var note: String?

    public static let levelRange = 1...10
    public static let maximumNoteLength = 1_000

    public init(level: Int, time: Date, note: String? = nil) throws(ValidationError) {
        self.level = level
        self.time = time
        self.note = note
        try validate()
    }

    public func validate() throws(ValidationError) {
        guard Self.levelRange.contains(level) else {
            throw ValidationError(field: "level", .wholeNumberOneToTen)
        }
        try EntryRules.check(note, maximum: Self.maximumNoteLength, field: "note")
    }

    private enum CodingKeys: String, CodingKey {
        case level, time, note
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            level: c.decode(Int.self, forKey: .level),
            time: c.decode(Date.self, forKey: .time),
            note: c.decodeIfPresent(String.self, forKey: .note)
        )
    }
}
