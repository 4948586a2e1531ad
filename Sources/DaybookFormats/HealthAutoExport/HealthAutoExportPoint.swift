import DaybookCore
import Foundation

/// One decoded element of a metric's `data` (or a workout), with typed reads that name where it is:
/// the line it starts on and its path in the post, e.g. `data.metrics[2].data[5].qty`.
struct HealthAutoExportPoint {
    let object: [String: Any]
    let line: Int
    /// Where the element sits: `data.metrics[2].data[5]`.
    let path: String

    func error(_ key: String, _ problem: Problem) -> ImportError {
        ImportError(line: line, field: "\(path).\(key)", problem)
    }

    /// An error about the metric's own key (its `units`), reported at this point's line.
    func metricError(_ key: String, _ problem: Problem) -> ImportError {
        let metric = path.range(of: ".data[", options: .backwards).map { String(path[..<$0.lowerBound]) } ?? path
        return ImportError(line: line, field: "\(metric).\(key)", problem)
    }

    func string(_ key: String) -> String? {
        guard let text = object[key] as? String else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A number, or a string holding one; nil when absent or null.
    func optionalNumber(_ key: String) throws -> Double? {
        do {
            return try JSONNumberText.read(object[key], emptyTextIsAbsent: false)
        } catch {
            throw self.error(key, JSONNumberText.problem(error))
        }
    }

    func number(_ key: String) throws -> Double {
        guard let value = try optionalNumber(key) else { throw error(key, Problem(.missing)) }
        return value
    }

    /// A time as the app writes it, refused when it lies past the journal's horizon.
    func instant(_ key: String, context: ImportContext) throws -> WrittenInstant {
        guard let text = object[key] as? String else { throw error(key, Problem(.missing)) }
        guard let written = HealthAutoExportTime.parse(text) else {
            throw error(key, .quoting(.importNotHAETime, text))
        }
        if let problem = context.futureDateProblem(written.instant(in: context.timeZone)) { throw error(key, problem) }
        return written
    }

    /// A core value, its rule breaks reported at this element under `key`.
    func checked<T>(_ key: String, _ make: () throws(ValidationError) -> T) throws -> T {
        do { return try make() } catch { throw self.error(key, error.problem) }
    }
}
