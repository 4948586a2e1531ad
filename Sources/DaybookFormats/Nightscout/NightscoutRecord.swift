import DaybookCore
import Foundation

/// One decoded Nightscout object, with typed reads that name the key and line when they fail.
struct NightscoutRecord {
    let object: [String: Any]
    let line: Int

    func error(_ field: String, _ problem: Problem) -> ImportError {
        ImportError(line: line, field: field, problem)
    }

    func string(_ key: String) -> String? {
        guard let text = object[key] as? String else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A number, or a string holding one (uploaders write both).
    func optionalNumber(_ key: String) throws -> Double? {
        do {
            return try JSONNumberText.read(object[key], emptyTextIsAbsent: true)
        } catch {
            throw self.error(key, JSONNumberText.problem(error))
        }
    }

    func number(_ key: String) throws -> Double {
        guard let value = try optionalNumber(key) else { throw error(key, Problem(.missing)) }
        return value
    }

    /// `date` as ms since 1970, whole, and its instant. A value past Int64 (1e300) once trapped the
    /// dedupe key's `Int64(_:)`; far-off years are refused here before anything converts them.
    func milliseconds(_ key: String) throws -> (Int64, Date) {
        let value = try number(key)
        guard NightscoutTime.supportedMilliseconds.contains(value), let whole = Int64(exactly: value.rounded(.towardZero)) else {
            throw error(key, Problem(.importNotNightscoutTime, ["value": "\(value)"]))
        }
        return (whole, Date(timeIntervalSince1970: value / 1_000))
    }

    /// A core value, its rule breaks reported at this record's line under `field`.
    func checked<T>(_ field: String, _ make: () throws(ValidationError) -> T) throws -> T {
        do { return try make() } catch { throw self.error(field, error.problem) }
    }
}
