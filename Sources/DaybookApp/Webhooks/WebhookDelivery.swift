import Foundation

/// A delivery leased for one attempt: where it goes, the body, and the secret that signs it. Its
/// next attempt was moved past the lease, so no other instance sends it meanwhile.
public struct WebhookDelivery: Sendable, Equatable {
    public let id: UUID
    public let url: String
    public let secret: String
    public let body: Data
    /// Attempts so far, this one counted.
    public let attempts: Int

    public init(id: UUID, url: String, secret: String, body: Data, attempts: Int) {
        self.id = id
        self.url = url
        self.secret = secret
        self.body = body
        self.attempts = attempts
    }
}

/// What came of one attempt, as the sender saw it.
public enum WebhookAttemptOutcome: Sendable, Equatable {
    /// The receiver answered 2xx.
    case delivered
    /// Another answer, a time-out, an unreachable host: tried again later, up to the last attempt.
    case failed(String)
    /// The destination is not one the server sends to (this machine, a private network): trying
    /// again would not change that.
    case refused(String)
}
