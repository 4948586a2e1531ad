import Crypto
import Foundation

/// The API secret as Nightscout clients send it in `api-secret`: its lowercase SHA-1 hex. Kept in
/// one place, so that a stored digest and a check of a sent one cannot disagree.
public enum NightscoutSecret {
    public static func digest(of secret: String) -> String {
        Insecure.SHA1.hash(data: Data(secret.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
