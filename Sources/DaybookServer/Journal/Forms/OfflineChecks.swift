import DaybookCore
import Foundation

/// What a once-a-day form's script checks before a save goes, and above all before one is kept on
/// the phone while the server cannot be asked: the rules the server reads the form by, with the
/// server's own messages. A morning kept offline with half a mucus note was refused whole once it
/// arrived, its temperature with it.
struct OfflineChecks: Encodable {
    /// Fields filled together or not at all; each with its message for when it is the one left empty.
    var together: [[String: String]] = []
    /// Numbers whose bounds depend on another field (a temperature on its unit).
    var between: [Between] = []

    struct Between: Encodable {
        var field: String
        /// The field whose value picks the bounds.
        var by: String
        /// Lowest and highest, by the other field's value.
        var bounds: [String: [Double]]
        /// The message for a number outside them, by the other field's value.
        var messages: [String: String]
    }

    var isEmpty: Bool { together.isEmpty && between.isEmpty }

    /// The form's `data-checks`, or nil when there is nothing to check.
    var text: String? {
        guard !isEmpty, let data = try? JSONEncoder().encode(self) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The mucus: how it felt and how it looked, both or neither.
    static func mucus(words: Catalogue) -> OfflineChecks {
        OfflineChecks(together: [["mucusFeeling": ProblemKind.chooseFeelingToo, "mucusTexture": .chooseLookToo]
            .mapValues { Problem($0).text(in: words) }])
    }

    /// The morning as tracked: the mucus rule, and a waking temperature within what a thermometer
    /// reads, in the unit chosen beside it.
    static func morning(_ tracking: TrackingPreferences, words: Catalogue) -> OfflineChecks {
        var checks = tracking.trackMucus ? mucus(words: words) : OfflineChecks()
        guard tracking.trackTemperature else { return checks }
        var bounds: [String: [Double]] = [:], messages: [String: String] = [:]
        for unit in TemperatureUnit.allCases {
            let range = BodyTemperature.celsiusRange
            bounds[unit.rawValue] = [unit.from(celsius: range.lowerBound), unit.from(celsius: range.upperBound)]
            // The server's own refusal of a number far outside, in this unit.
            do {
                _ = try BodyTemperature(value: -1000, unit: unit, time: Date(timeIntervalSince1970: 0))
            } catch {
                messages[unit.rawValue] = error.problem.text(in: words)
            }
        }
        checks.between.append(Between(field: "temperature", by: "unit", bounds: bounds, messages: messages))
        return checks
    }
}
