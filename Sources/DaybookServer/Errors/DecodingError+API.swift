import DaybookFormats
import Vapor

extension DecodingError {
    /// A decoding failure as the client should hear it: broken JSON is malformed (400), a wrong or
    /// missing field is invalid (422) and names the field.
    var apiError: APIError {
        switch self {
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return .malformed("The body must be a JSON object.")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .malformed("The body is not valid JSON.")
        case .keyNotFound, .valueNotFound, .typeMismatch, .dataCorrupted:
            let failure = DecodingFailure(self)
            return .invalid(failure.path.isEmpty ? "body" : failure.path, failure.problem)
        @unknown default:
            return .malformed("The body could not be read.")
        }
    }
}
