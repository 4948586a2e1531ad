import Vapor

/// Your data to take away and bring back: the export document and its import.
enum YourDataFeature {
    static func register(_ routes: FeatureRoutes) {
        routes.api.bounded(.exports).get("export", use: ExportAPI.export)
        // A whole journal can be large: streamed to a file, like another app's export.
        routes.api.bounded(.files).on(.POST, "import", limit: BodyLimit(bytes: routes.limits.exportDocument, streamed: true),
                                      use: ExportAPI.importDocument)
    }
}
