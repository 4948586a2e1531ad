import Vapor

/// engine.io's refusals of a request, with its codes and words, as a 400 JSON body
/// (`{"code":1,"message":"Session ID unknown"}`); clients read them as a failed connection.
enum EngineIOError: Int, Error {
    case unknownTransport = 0
    case unknownSession = 1
    case badHandshakeMethod = 2
    case badRequest = 3
    case forbidden = 4
    case unsupportedProtocolVersion = 5

    var message: String {
        switch self {
        case .unknownTransport: "Transport unknown"
        case .unknownSession: "Session ID unknown"
        case .badHandshakeMethod: "Bad handshake method"
        case .badRequest: "Bad request"
        case .forbidden: "Forbidden"
        case .unsupportedProtocolVersion: "Unsupported protocol version"
        }
    }

    /// 400, or 503 when the instance keeps as many sessions as it may (`forbidden` then says why not).
    func response(status: HTTPResponseStatus = .badRequest) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        let body = "{\"code\":\(rawValue),\"message\":\"\(message)\"}"
        return Response(status: status, headers: headers, body: .init(string: body))
    }
}
