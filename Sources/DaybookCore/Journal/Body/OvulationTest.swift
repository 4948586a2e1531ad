import Foundation

/// A urine LH test ("ovulation test") and what it showed. A positive or peak result says ovulation is
/// likely within about two days; it does not confirm it (only the temperature shift does).
public struct OvulationTest: Timestamped, Sendable, Equatable, Codable {
    public private(set) var result: OvulationTestResult
    public private(set) var time: Date

    public init(result: OvulationTestResult, time: Date) {
        self.result = result
        self.time = time
    }
}

public enum OvulationTestResult: String, Sendable, Codable, CaseIterable {
    case negative
    case positive
    /// The strongest line of a digital or graded test: the LH surge itself.
    case peak
    case invalid

    public var isSurge: Bool { self == .positive || self == .peak }
}
