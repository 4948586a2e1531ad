import Vapor

/// `daybook bench …`: performance measurements of the real code, for BENCHMARKS.md.
struct BenchCommand: AsyncCommandGroup {
    var help: String { "Measure how fast Daybook computes its analyses" }

    var commands: [String: any AnyAsyncCommand] {
        ["insights": BenchInsightsCommand(), "import": BenchImportCommand()]
    }
}
