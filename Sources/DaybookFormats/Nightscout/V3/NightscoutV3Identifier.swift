import Foundation

/// The identifier Nightscout gives a v3 document that arrives without one (operationTools.js
/// `calculateIdentifier`): a version 5 UUID of `device_date` (and `_eventType` when there is one) in
/// Nightscout's own namespace, so a client that sends the same reading twice gets the same identifier.
public enum NightscoutV3Identifier {
    /// The namespace: the 16 ASCII bytes of "NightscoutRocks!".
    static let namespace = Array("NightscoutRocks!".utf8)

    /// The fields are written as JavaScript writes them into a string: a missing device is `undefined`.
    public static func calculate(for document: NightscoutDocument) -> String {
        var key = NightscoutV3JavaScript.string(document["device"]) + "_" + NightscoutV3JavaScript.string(document["date"])
        if NightscoutV3JavaScript.isTruthy(document["eventType"]) {
            key += "_" + NightscoutV3JavaScript.string(document["eventType"])
        }
        return NameBasedUUID.version5(namespace: namespace, name: key).uuidString.lowercased()
    }
}
