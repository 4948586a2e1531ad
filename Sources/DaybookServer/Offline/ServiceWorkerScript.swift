import Foundation
import Vapor

/// `GET /sw.js`: the service worker (`Public/js/sw.js`), served from the root so that its scope is the
/// whole site. `no-cache`: the browser asks again on each check for a new version.
enum ServiceWorkerScript {
    static let source: Data? = Bundle.module.url(forResource: "sw", withExtension: "js", subdirectory: "Resources/Public/js")
        .flatMap { try? Data(contentsOf: $0) }

    @Sendable static func serve(req: Request) async throws -> Response {
        guard let source = Self.source else { throw Abort(.notFound) }
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/javascript; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
        return Response(status: .ok, headers: headers, body: .init(data: source))
    }
}
