import DaybookCore
import Vapor

/// Field errors of a form, keyed by field, for messages next to the inputs.
typealias FieldErrors = [String: String]

extension FieldErrors {
    /// Each field's message in `words`' language (the reader's).
    init(_ error: any Error, in words: Catalogue) throws {
        switch error {
        case let error as ValidationError: self = [error.field: error.problem.text(in: words)]
        case let error as FormErrors:
            self = Dictionary(error.errors.map { ($0.field, $0.problem.text(in: words)) }) { first, _ in first }
        case let error as APIError where error.field != nil: self = [error.field ?? "": error.message(in: words)]
        case let error as DecodingError: let api = error.apiError; self = [api.field ?? "form": api.message(in: words)]
        default: throw error
        }
    }
}

/// Every field a form got wrong at once (each missing or unreadable field), so the person fixes
/// them in one go instead of meeting them one by one.
struct FormErrors: Error {
    var errors: [ValidationError]
}

/// Reads a form field by field and keeps each field's error, so one answer names them all.
struct FormCheck {
    private(set) var errors: [ValidationError] = []

    /// The field's value, or nil when reading it failed (its error is kept).
    mutating func field<T>(_ read: () throws -> T) throws -> T? {
        do {
            return try read()
        } catch let error as ValidationError {
            errors.append(error)
            return nil
        } catch let error as FormErrors {
            errors += error.errors
            return nil
        }
    }

    mutating func add(_ error: ValidationError) { errors.append(error) }

    /// Throws what was found: the one error, or all of them.
    func finish() throws {
        if errors.count == 1, let only = errors.first { throw only }
        if !errors.isEmpty { throw FormErrors(errors: errors) }
    }
}
