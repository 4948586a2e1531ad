import DaybookCore
import Vapor

/// The `Idempotency-Key` request header: 1 to 255 printable ASCII characters without spaces (`!` to
/// `~`), such as a UUID. Absent: the request is not keyed. Anything else is refused with 400 before
/// the request does anything.
enum IdempotencyKeyHeader {
    static let name = "Idempotency-Key"
    static let longest = 255

    /// The key the request was sent with, nil without one.
    static func key(of request: Request) throws -> String? {
        let values = request.headers[name]
        guard let value = values.first else { return nil }
        guard values.count == 1 else {
            throw APIError.badIdempotencyKey(Problem(.apiIdempotencyKeyTwice, ["header": name, "count": String(values.count)]))
        }
        guard isWellFormed(value) else {
            throw APIError.badIdempotencyKey(Problem(.apiIdempotencyKeyShape, ["header": name, "longest": String(longest)]))
        }
        return value
    }

    static func isWellFormed(_ value: String) -> Bool {
        let scalars = value.unicodeScalars
        return (1...longest).contains(scalars.count) && scalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }
}
