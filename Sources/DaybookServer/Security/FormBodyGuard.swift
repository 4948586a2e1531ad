import DaybookCore
import Vapor

/// Refuses a form body that a library's decoder could trap on, or that would cost more to decode than any
/// form of ours is worth, with 400 before any route or middleware decodes it: a `multipart/…` body
/// multipart-kit's parser must not see (`MultipartShape`), and a URL-encoded form of more fields than any
/// page has. A trap cannot be caught: it would end the process for everybody, before anyone has logged in.
struct FormBodyGuard: AsyncMiddleware {
    /// Fields of a URL-encoded form: every page's form has far fewer.
    static let mostFields = 1_000

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let type = request.headers.contentType, request.sendsBody, !request.streamsItsBody else {
            return try await next.respond(to: request)
        }
        if type.type == "multipart" {
            try await request.collectBody()
            if let body = request.body.data, MultipartShape.refusal(of: body.readableBytesView, boundary: type.parameters["boundary"]) != nil {
                throw Self.refusal
            }
        } else if type == .urlEncodedForm {
            try await request.collectBody()
            if let body = request.body.data, body.readableBytesView.count(where: { $0 == UInt8(ascii: "&") }) >= Self.mostFields {
                throw Self.refusal
            }
        }
        return try await next.respond(to: request)
    }

    static let refusal = APIError(status: .badRequest, code: "malformed", field: "body", Problem(.apiFormMalformed))
}
