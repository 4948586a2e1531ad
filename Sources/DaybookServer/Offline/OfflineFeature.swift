import Vapor

/// The web app on a phone that loses the network: the service worker (`/sw.js`, at the root so that it
/// serves every page) keeps the app's files and the pages a person last saw, and a save made offline
/// waits on the phone until it can be sent; `/offline` is the page shown for what was not kept.
/// Leaving (log-out, a deleted account) clears what the phone kept (`Clear-Site-Data`).
enum OfflineFeature {
    static func register(_ routes: FeatureRoutes) {
        routes.app.get("sw.js", use: ServiceWorkerScript.serve)
        routes.openPages.get("offline", use: OfflinePage.show)
    }

    /// Tells the browser to forget what it kept for this site: its caches, the service worker, the
    /// saves waiting to be sent. Sent when a person logs out or deletes their account.
    static func clearSiteData(_ response: Response) -> Response {
        response.headers.replaceOrAdd(name: "Clear-Site-Data", value: "\"cache\", \"storage\"")
        return response
    }
}
