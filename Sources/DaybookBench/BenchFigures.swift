import Foundation

/// The figures of one `daybook-bench` run, printed as a table and written as JSON (`--out`).
struct BenchFigures: Codable {
    struct Figure: Codable {
        var group: String
        var name: String
        var value: Double
        var unit: String
        var note: String?
    }

    struct Machine: Codable {
        var cores: Int
        var cpu: String
        var memoryGB: Double
        var kernel: String
        var loadAverage: String
    }

    var date: String
    var command: String
    var machine: Machine
    var figures: [Figure] = []
    var seconds = 0.0

    mutating func add(_ group: String, _ name: String, _ value: Double, _ unit: String, note: String? = nil) {
        figures.append(Figure(group: group, name: name, value: value, unit: unit, note: note))
    }

    var table: String {
        var lines = ["| group | measure | value | note |", "|---|---|---:|---|"]
        for figure in figures {
            let value = figure.value.isNaN ? "n/a" : Self.format(figure.value) + (figure.unit.isEmpty ? "" : " " + figure.unit)
            lines.append("| \(figure.group) | \(figure.name) | \(value) | \(figure.note ?? "") |")
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) >= 100 { return String(format: "%.0f", value) }
        if abs(value) >= 100 { return String(format: "%.0f", value) }
        if abs(value) >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }

    /// `nproc`, the CPU model, RAM and kernel, read from /proc.
    static func machine() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let kb = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { Double($0.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") } ?? 0
        let kernel = ((try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ").prefix(3).joined(separator: " ")
        return Machine(cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model, memoryGB: (kb / 1_048_576 * 10).rounded() / 10,
                       kernel: kernel, loadAverage: load)
    }
}
