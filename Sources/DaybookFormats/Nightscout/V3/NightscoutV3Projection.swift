import Foundation

/// The `fields` of a read, search or history (lib/api3/shared/fieldsProjector.js): `date,sgv` keeps
/// only those fields, `device.name` only that part of `device`; `_all` or nothing keeps every field.
public struct NightscoutV3Projection: Sendable, Equatable {
    /// Nil: every field.
    public let fields: [String]?

    public init(fields parameter: String?) {
        guard let parameter, !parameter.isEmpty, parameter != "_all" else {
            fields = nil
            return
        }
        fields = parameter.components(separatedBy: ",")
    }

    public func apply(to document: NightscoutDocument) -> NightscoutDocument {
        guard let fields else { return document }
        return Self.pruned(document, to: fields)
    }

    private static func pruned(_ document: NightscoutDocument, to fields: [String]) -> NightscoutDocument {
        var kept: NightscoutDocument = [:]
        for (key, value) in document {
            if fields.contains(key) {
                kept[key] = value
                continue
            }
            let prefix = key + "."
            let below = fields.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            guard !below.isEmpty, let inner = pruned(value, to: below) else { continue }
            kept[key] = inner
        }
        return kept
    }

    /// Only objects and arrays hold named parts; anything else is dropped.
    private static func pruned(_ value: NightscoutJSON, to fields: [String]) -> NightscoutJSON? {
        switch value {
        case .object(let inner): .object(pruned(inner, to: fields))
        case .array(let items): .array(items.map { pruned($0, to: fields) ?? $0 })
        default: nil
        }
    }
}
