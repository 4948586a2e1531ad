import Foundation

/// The JSON body of a create, update or patch: a non-empty object.
enum NightscoutV3Body {
    /// An `_id` in the body is dropped: Daybook gives documents their `_id`s, which v1 clients see.
    static func document(_ body: NightscoutJSON?) throws(NightscoutV3Error) -> NightscoutDocument {
        guard case .object(var document)? = body, !document.isEmpty else { throw .badRequestBody }
        document["_id"] = nil
        return document
    }
}
