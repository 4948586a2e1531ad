import Foundation

/// The sign read together with the temperature: cervical mucus, or the cervix instead.
public enum SecondarySymptom: String, Codable, CaseIterable, Sendable {
    case mucus, cervix

    /// Whether the day shows the fertile form of this sign, which ends the infertile days at
    /// the start of a cycle: mucus of value 2 (f) or more, or a cervix that is not closed and hard.
    func isFertile(on day: FertilityDay) -> Bool {
        switch self {
        case .mucus: (day.mucus?.nfpValue ?? 0) > 1
        case .cervix: day.cervix.map { !$0.isClosedAndHard } ?? false
        }
    }
}
