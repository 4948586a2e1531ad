import Foundation

/// An instant as API v3 reads it from a document or a query: ms since 1970 and the offset it was
/// written with, in minutes (`utcOffset`).
public struct NightscoutV3Instant: Sendable, Equatable {
    public let milliseconds: Int64
    public let utcOffset: Int

    public init(milliseconds: Int64, utcOffset: Int) {
        self.milliseconds = milliseconds
        self.utcOffset = utcOffset
    }
}
