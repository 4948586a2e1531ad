import DaybookApp
import Vapor

/// A page read with `?owner=` that is not found, by a follower whose share that owner revoked: the
/// page says "<Name> stopped sharing with you." (still a 404) instead of "Not found", whichever old link they
/// followed. Strangers, and every API route, still get the plain 404.
struct SharingEndedPages: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch where Self.isNotFound(error) {
            guard request.method == .GET || request.method == .HEAD,
                  let ownerID = request.query[String.self, at: "owner"].flatMap(UUID.init(uuidString:)),
                  let viewer = request.auth.get(CurrentUser.self), viewer.id != ownerID,
                  let ended = try await EndedShare.find(from: ownerID, to: viewer.id, request.useCases)
            else { throw error }
            return try await SharingEndedPage.render(request, ended: ended, viewer: viewer)
        }
    }

    private static func isNotFound(_ error: any Error) -> Bool {
        (error as? APIError)?.status == .notFound || (error as? any AbortError)?.status == .notFound
    }
}

/// "<Name> stopped sharing with you.", with the way back to the sharing page.
enum SharingEndedPage {
    struct View: Encodable {
        var title: String
        var message: String
        var back: String
    }

    static func render(_ req: Request, ended: EndedShare, viewer: CurrentUser) async throws -> Response {
        let strings = Strings.table(viewer.account.preferences.language)
        let view = View(title: strings["follow.endedTitle"] ?? "Sharing ended",
                        message: strings.fill("follow.stoppedSharing", ["name": ended.owner.displayName]),
                        back: strings["sharing"] ?? "Sharing")
        return try await req.render("shared-ended", tab: "settings", view, status: .notFound)
    }
}
