/// One field of a partial update: absent in the JSON (`unchanged`), explicitly `null` (`cleared`),
/// or given (`set`). Plain optionals cannot tell "leave it" from "remove it", which PATCH needs.
public enum PatchValue<Value> {
    case unchanged
    case cleared
    case set(Value)

    /// The field's new value given its current one.
    public func applied(to current: Value?) -> Value? {
        switch self {
        case .unchanged: current
        case .cleared: nil
        case .set(let value): value
        }
    }
}

extension PatchValue: Sendable where Value: Sendable {}
extension PatchValue: Equatable where Value: Equatable {}

extension KeyedDecodingContainer {
    /// Absent key → `.unchanged`, `null` → `.cleared`, a value → `.set`.
    public func decodePatch<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> PatchValue<Value> {
        guard contains(key) else { return .unchanged }
        if try decodeNil(forKey: key) { return .cleared }
        return .set(try decode(type, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// The inverse of `decodePatch`: `.unchanged` writes no key, `.cleared` writes `null`.
    public mutating func encodePatch<Value: Encodable>(_ patch: PatchValue<Value>, forKey key: Key) throws {
        switch patch {
        case .unchanged: break
        case .cleared: try encodeNil(forKey: key)
        case .set(let value): try encode(value, forKey: key)
        }
    }
}
