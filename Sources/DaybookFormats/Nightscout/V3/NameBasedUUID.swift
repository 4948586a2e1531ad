import Foundation

/// Name-based UUIDs, version 5 (RFC 4122 §4.3): SHA-1 of a namespace and a name, so the same name
/// always gives the same UUID.
enum NameBasedUUID {
    static func version5(namespace: [UInt8], name: String) -> UUID {
        var bytes = Array(SHA1.digest(namespace + Array(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
