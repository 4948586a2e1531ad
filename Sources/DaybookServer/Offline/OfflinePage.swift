import Vapor

/// `GET /offline`: what the service worker shows for a page it did not keep while the server cannot be
/// reached. It holds nothing of the journal, so it may be kept for anyone; the page's script tries
/// again and opens the page asked for once the server answers.
enum OfflinePage {
    struct View: Encodable {}

    @Sendable static func show(req: Request) async throws -> Response {
        try await req.render("offline", tab: "", View())
    }
}
