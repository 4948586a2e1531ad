import DaybookFixtures
import DaybookFormats
import Foundation
import Vapor

/// `daybook-bench apple-health [--records 1000000]`: streams a generated Apple Health export through the
/// parser and prints the process's peak resident memory (VmHWM, Linux) before and after, so
/// bounded memory is shown rather than claimed. The sink only counts, so the figure is the parser's own.
struct BenchAppleHealthCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "records", help: "Glucose records in the generated export.xml (default 1,000,000)")
        var records: Int?
    }

    var help: String { "Peak memory while streaming a generated Apple Health export of 1M records" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let records = max(1, signature.records ?? 1_000_000)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-bench-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        try AppleHealthSample(records: records).write(to: url)
        let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let console = context.console
        console.print("export.xml: \(records) records, \(size / 1_000_000) MB")
        console.print("before parse: VmHWM \(Self.status("VmHWM")), VmRSS \(Self.status("VmRSS"))")
        guard let input = InputStream(url: url) else { throw Abort(.internalServerError) }
        let counter = ImportCounter()
        let start = Date()
        try AppleHealthImporter().parse(input, context: ImportContext(timeZone: TimeZone(identifier: "UTC") ?? .current), into: counter)
        let seconds = Date().timeIntervalSince(start)
        console.print("after parse:  VmHWM \(Self.status("VmHWM")), VmRSS \(Self.status("VmRSS"))")
        console.print("items \(counter.received) in \(String(format: "%.1f", seconds)) s")
    }

    private static func status(_ key: String) -> String {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first { $0.hasPrefix(key) }
            .map { $0.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) } ?? "?"
    }
}
