import Vapor

/// Printable reports: pages to take to an appointment, on the report layout (`report.leaf`) with its
/// print styles and its "Print or save as PDF" button.
enum ReportsFeature {
    static func register(_ routes: FeatureRoutes) {
        routes.pages.get("reports", "cycle", use: CycleReportPage.show)
        routes.pages.get("reports", "glucose", use: GlucoseReportPage.show)
    }
}
