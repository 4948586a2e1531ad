import Foundation

/// The input of `daybook cycle predict`:
/// `{"periods":[{"start":"YYYY-MM-DD","end":"YYYY-MM-DD"},…], "pauses":[{"start":…,"end":…,"kind":…}]}`
/// with `end` optional and `pauses` optional. Periods may come in any order but must not overlap.
public struct CyclePredictionRequest: Sendable, Hashable {
    public var periods: [Period]
    public var pauses: [PauseSpan]

    public init(periods: [Period], pauses: [PauseSpan] = []) {
        self.periods = periods
        self.pauses = pauses
    }

    /// Decodes and checks the JSON; every error names the index and field, e.g. "periods[2].end".
    public static func decode(_ data: Data) throws(ValidationError) -> CyclePredictionRequest {
        let raw: Raw
        do {
            raw = try JSONDecoder().decode(Raw.self, from: data)
        } catch let error as DecodingError {
            throw validationError(error)
        } catch {
            throw ValidationError(field: "body", .notJSON)
        }
        guard let rawPeriods = raw.periods else { throw ValidationError(field: "periods", .required) }
        var periods: [(index: Int, period: Period)] = []
        for (index, item) in rawPeriods.enumerated() {
            let field = "periods[\(index)]"
            let start = try date(item.start, field: "\(field).start")
            var end: LocalDate?
            if let text = item.end {
                let value = try LocalDate(parsing: text, field: "\(field).end")
                guard value >= start else { throw ValidationError(field: "\(field).end", .notBeforeStart) }
                let length = value.days(since: start) + 1
                guard Preferences.periodLengthRange.contains(length) else {
                    throw ValidationError(field: "\(field).end", .atMostDaysAfterStart, ["maximum": "\(Preferences.periodLengthRange.upperBound)"])
                }
                end = value
            }
            periods.append((index, Period(start: start, end: end, source: .manual)))
        }
        periods.sort { $0.period.start < $1.period.start }
        for (earlier, later) in zip(periods, periods.dropFirst()) where later.period.start <= (earlier.period.end ?? earlier.period.start) {
            throw ValidationError(field: "periods[\(later.index)].start", .overlapsPeriod, ["index": "\(earlier.index)"])
        }
        var pauses: [PauseSpan] = []
        for (index, item) in (raw.pauses ?? []).enumerated() {
            let field = "pauses[\(index)]"
            let start = try date(item.start, field: "\(field).start")
            let end = try item.end.map { text throws(ValidationError) in try LocalDate(parsing: text, field: "\(field).end") }
            if let end, end < start { throw ValidationError(field: "\(field).end", .notBeforeStart) }
            pauses.append(PauseSpan(kind: item.kind, start: start, end: end))
        }
        return CyclePredictionRequest(periods: periods.map(\.period), pauses: pauses)
    }

    private static func date(_ text: String?, field: String) throws(ValidationError) -> LocalDate {
        guard let text else { throw ValidationError(field: field, .required) }
        return try LocalDate(parsing: text, field: field)
    }

    /// "periods[2].end" from the decoder's coding path.
    private static func validationError(_ error: DecodingError) -> ValidationError {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = path(context.codingPath)
            return ValidationError(field: field.isEmpty ? "body" : field,
                                   field.isEmpty ? .jsonObject : .wrongType)
        case .keyNotFound(let key, let context):
            return ValidationError(field: path(context.codingPath + [key]), .required)
        default:
            return ValidationError(field: "body", .notJSON)
        }
    }

    private struct Raw: Decodable {
        var periods: [RawSpan]?
        var pauses: [RawSpan]?
    }

    private struct RawSpan: Decodable {
        var start: String?
        var end: String?
        var kind: String?
    }
}
