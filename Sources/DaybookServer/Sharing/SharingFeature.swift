import Vapor

/// Read-only grants of chosen categories to another person, and the sharing page.
enum SharingFeature {
    static func register(_ routes: FeatureRoutes) {
        SharesAPI.register(on: routes.api)
        let pages = routes.pages
        pages.get("sharing", use: SharingPage.show)
        pages.post("sharing", use: SharingPage.create)
        pages.post("sharing", ":id", "revoke", use: SharingPage.revoke)
        pages.post("sharing", ":id", "invitation", use: SharingPage.renewInvitation)
        pages.get("sharing", "accept", use: SharingPage.showAccept)
        pages.post("sharing", "accept", use: SharingPage.accept)
        // Charts and a fortnight of the owner's data, read per request: bounded like the insights.
        let reads = pages.bounded(.reads)
        reads.get("shared", use: SharedDataPage.show)
        reads.get("shared", "glucose", use: SharedGlucosePage.show)
        pages.post("sharing", "ended", ":owner", "dismiss", use: SharingPage.dismissEnded)
    }
}
