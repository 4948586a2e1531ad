import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// How API v3 reads a request and answers: a JSON body, `{status, message}` for every refusal (as
/// Nightscout's own clients read them), `Last-Modified` in HTTP date form.
enum NightscoutV3Answer {
    /// The body as JSON; nil when there is none or it is not JSON (the v3 rules refuse it as a bad body).
    static func body(of req: Request) -> NightscoutJSON? {
        guard let buffer = req.body.data, buffer.readableBytes > 0 else { return nil }
        return try? JSONDecoder().decode(NightscoutJSON.self, from: Data(buffer: buffer))
    }

    static func json(_ body: NightscoutDocument, status: Int = 200, lastModified: Int64? = nil) throws -> Response {
        let response = try NightscoutResponse.json(body, status: HTTPResponseStatus(statusCode: status))
        if let lastModified {
            let date = Date(timeIntervalSince1970: Double(lastModified) / 1000)
            response.headers.replaceOrAdd(name: .lastModified, value: HTTPHeaders.LastModified(date).serialize())
        }
        return response
    }

    /// Runs a handler, turning its refusals into Nightscout's answers: the v3 rules' own, a value the
    /// journal cannot take (400 naming the field), a missing permission (403).
    static func answering(_ handle: () async throws -> Response) async throws -> Response {
        do {
            return try await handle()
        } catch let error as NightscoutV3Error {
            return try json(error.body, status: error.status)
        } catch let error as ValidationError {
            return try json(NightscoutV3Response.status(400, message: "Bad value of field \(error.field): \(error.message)"), status: 400)
        }
    }

    static func require(_ permission: String, of owner: NightscoutOwner) throws(NightscoutV3Error) {
        guard owner.role.allows(permission) else { throw .missingPermission(permission) }
    }

    static func collection(_ req: Request) throws(NightscoutV3Error) -> NightscoutV3Collection {
        guard let name = req.parameters.get("collection"), let collection = NightscoutV3Collection(rawValue: name) else {
            throw .notFound
        }
        return collection
    }

    static func identifier(_ req: Request) throws(NightscoutV3Error) -> String {
        guard let identifier = req.parameters.get("identifier"), !identifier.isEmpty else { throw .badIdentifier }
        return identifier
    }
}
