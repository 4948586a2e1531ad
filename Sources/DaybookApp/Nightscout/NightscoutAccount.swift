import DaybookFormats
import Foundation

/// A person's Nightscout endpoint: the handle in its URL and the API secret clients send (as its
/// SHA-1). The secret is kept readable because the settings page shows it, as Nightscout's own
/// API_SECRET is shown to its owner.
public struct NightscoutAccount: Sendable, Equatable {
    public let userID: UUID
    public let handle: String
    public let secret: String

    public init(userID: UUID, handle: String, secret: String) {
        self.userID = userID
        self.handle = handle
        self.secret = secret
    }

    /// What clients send in `api-secret`: the lowercase SHA-1 hex of the secret. Computed where the
    /// stored digest is, so that a look-up by digest and a check of a sent one cannot disagree.
    public static func digest(of secret: String) -> String {
        NightscoutSecret.digest(of: secret)
    }
}
