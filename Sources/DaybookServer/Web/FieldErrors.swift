import DaybookCore
import Vapor

/// Field errors of a form, keyed by field, for messages next to the inputs.
typealias FieldErrors = [String: String]

extension FieldErrors {
    init(_ error: any Error) throws {
        switch error {
        case let error as ValidationError: self = [error.field: error.message]
        case let error as FormErrors: self = Dictionary(error.errors.map { ($0.field, $0.message) }) { first, _ in first }
        case let error as APIError where error.field != nil: self = [error.field ?? "": error.message]
        case let error as DecodingError: let api = error.apiError; self = [api.field ?? "form": api.message]
        default: throw error
        }
    }
}

/// Every field a form got wrong at once (each missing or unreadable field), so the person fixes
/// them in one go instead of meeting them one by one.
struct FormErrors: Error {
    var errors: [ValidationError]
}
