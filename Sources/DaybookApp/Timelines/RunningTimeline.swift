import DaybookCore
import DaybookStore
import Foundation

/// A timeline run in progress as a page lists it: the scenario's names and the run itself.
public struct RunningTimeline: Sendable {
    public let id: UUID
    public let nameEn: String
    public let nameDe: String
    public let run: TimelineRun

    /// The scenario's name in `language` (English unless German).
    public func name(in language: Language) -> String {
        language == .de ? nameDe : nameEn
    }

    init(_ record: TimelineRunRecord) throws {
        id = try record.requireID()
        nameEn = record.nameEn
        nameDe = record.nameDe
        run = try record.value()
    }
}
