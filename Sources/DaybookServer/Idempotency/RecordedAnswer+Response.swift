import DaybookApp
import Vapor

extension RecordedAnswer {
    /// The headers a repeat gets again: those that describe the answer. Never a cookie: a session or
    /// form token set by the first answer belongs to that moment, not to every repeat.
    static let keptHeaders: [HTTPHeaders.Name] = [
        .contentType, .contentLanguage, .contentDisposition, .location, .cacheControl, .retryAfter, .allow,
        .wwwAuthenticate, .eTag, .lastModified, .link,
    ]

    /// The response as data to keep; nil when its body is streamed or larger than is kept.
    init?(_ response: Response) {
        let body: Data
        if let buffer = response.body.buffer {
            guard buffer.readableBytes <= IdempotencyKeys.largestKeptBody else { return nil }
            body = Data(buffer: buffer)
        } else if response.body.count == 0 {
            body = Data()
        } else {
            return nil
        }
        let headers = Self.keptHeaders.flatMap { name in
            response.headers[name].map { Header(name: name.description, value: $0) }
        }
        self.init(status: Int(response.status.code), headers: headers, body: body)
    }

    /// The kept answer, marked as a repeat (`Idempotent-Replayed: true`) so a client can tell.
    var response: Response {
        var headers = HTTPHeaders(headers.map { ($0.name, $0.value) })
        headers.replaceOrAdd(name: "Idempotent-Replayed", value: "true")
        return Response(status: HTTPResponseStatus(statusCode: status), headers: headers, body: .init(data: body))
    }
}
