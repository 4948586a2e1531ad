import Foundation

/// A refusal of Nightscout API v3: the HTTP status and the message Nightscout sends with it
/// (lib/api3/const.json), word for word, because clients such as AndroidAPS match on the text.
/// Some refusals (404, 410, 412) carry no message: Nightscout answers only `{status}`.
public struct NightscoutV3Error: Error, Sendable, Equatable {
    public let status: Int
    public let message: String?

    public init(status: Int, message: String? = nil) {
        self.status = status
        self.message = message
    }

    /// The response body: `{status, message}`.
    public var body: NightscoutDocument { NightscoutV3Response.status(status, message: message) }

    public static let badRequestBody = Self(status: 400, message: "Bad or missing request body")
    public static let badIdentifier = Self(status: 400, message: "Bad or missing identifier field")
    public static let badDate = Self(status: 400, message: "Bad or missing date field")
    public static let badUTCOffset = Self(status: 400, message: "Bad or missing utcOffset field")
    public static let badApp = Self(status: 400, message: "Bad or missing app field")
    public static let badLimit = Self(status: 400, message: "Parameter limit out of tolerance")
    public static let badSkip = Self(status: 400, message: "Parameter skip out of tolerance")
    public static let sortWithSortDescending = Self(status: 400, message: "Parameters sort and sort_desc cannot be combined")
    public static let badLastModified = Self(status: 400, message: "Bad or missing Last-Modified header/parameter")
    public static let badToken = Self(status: 401, message: "Missing or bad access token or JWT")
    public static let notFound = Self(status: 404)
    public static let gone = Self(status: 410)
    public static let preconditionFailed = Self(status: 412)
    public static let readOnly = Self(status: 422, message: "Trying to modify read-only document")
    /// What Nightscout answers when its database refuses the query (an invalid `$re` pattern).
    public static let storageError = Self(status: 500, message: "Database error")

    public static func unsupportedOperator(_ name: String) -> Self {
        Self(status: 400, message: "Unsupported filter operator \(name)")
    }

    /// Nightscout answers a pattern its database cannot read with a 500; a client's mistake is a 400 here.
    public static func badRegularExpression(_ field: String) -> Self {
        Self(status: 400, message: "Bad regular expression in filter of \(field)")
    }

    /// A pattern the bounded matcher refuses, or one whose search would cost more than its budget.
    public static func refusedRegularExpression(_ field: String, _ refusal: PatternRefusal) -> Self {
        if case .malformed = refusal { return badRegularExpression(field) }
        return Self(status: 400, message: "Regular expression in filter of \(field) \(refusal.message)")
    }

    public static func immutableField(_ field: String) -> Self {
        Self(status: 400, message: "Field \(field) cannot be modified by the client")
    }

    public static func missingPermission(_ permission: String) -> Self {
        Self(status: 403, message: "Missing permission \(permission)")
    }
}
