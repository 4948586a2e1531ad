import Vapor

/// Other apps' exports (Apple Health, drip, Track & Graph, Daylio, Nightscout, …) read into the journal, and Daybook's own into an account.
enum ImportsFeature {
    static func register(_ routes: FeatureRoutes) {
        ImportsAPI.register(on: routes.api.bounded(.files), limits: routes.limits)
        routes.pages.get("import", use: ImportPage.show)
        routes.pages.bounded(.files).on(.POST, "import", limit: BodyLimit(bytes: ImportPage.webLimit), use: ImportPage.upload)
    }
}
