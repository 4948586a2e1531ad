import Vapor

extension Response {
    /// A JSON response in the API's encoding, for values that are Encodable but not Content.
    static func json(_ value: some Encodable) throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(data: try JSONCoding.encoder().encode(value)))
    }
}
