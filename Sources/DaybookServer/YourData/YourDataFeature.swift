import Vapor

/// Your data to take away and bring back: the export document and its import.
enum YourDataFeature {
    static func register(_ routes: FeatureRoutes) {
        routes.api.bounded(.exports).get("export", use: ExportAPI.export)
        // A whole journal can be large: this route alone accepts a big body.
        routes.api.bounded(.files).on(.POST, "import", limit: BodyLimit(bytes: routes.limits.exportDocument), use: ExportAPI.importDocument)
    }
}
