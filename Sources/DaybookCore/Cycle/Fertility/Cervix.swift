import Foundation

/// How open the cervix is.
public enum CervixOpening: String, Codable, CaseIterable, Sendable {
    case closed, medium, open
}

/// How the cervix feels: hard like the tip of the nose, or soft.
public enum CervixFirmness: String, Codable, CaseIterable, Sendable {
    case hard, soft
}

/// How high up the cervix sits. Noted, but no rule reads it.
public enum CervixPosition: String, Codable, CaseIterable, Sendable {
    case low, medium, high
}

/// One day's cervix observation, the alternative to mucus as the secondary symptom.
public struct Cervix: Codable, Equatable, Sendable {
    public var opening: CervixOpening
    public var firmness: CervixFirmness
    public var position: CervixPosition?

    public init(opening: CervixOpening, firmness: CervixFirmness, position: CervixPosition? = nil) {
        self.opening = opening
        self.firmness = firmness
        self.position = position
    }

    /// Closed and hard is the infertile cervix; anything else counts as fertile.
    public var isClosedAndHard: Bool {
        opening == .closed && firmness == .hard
    }
}
