import Foundation

/// The person's webhook as they see it: where notifications also go, never its secret (shown once,
/// by the caller that set it).
public struct Webhook: Sendable, Equatable {
    public let url: String
    public let createdAt: Date

    public init(url: String, createdAt: Date) {
        self.url = url
        self.createdAt = createdAt
    }
}
