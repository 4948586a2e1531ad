import Foundation

/// The serving process's background work that use cases hand over to: the reminder scheduler
/// looks again when stored next fires moved, and timeline runs are driven while they exist.
/// A process that serves nothing (a command) passes `NoBackgroundWork`; a serving instance picks
/// up what changed from the database on its own.
public protocol BackgroundWork: Sendable {
    func remindersChanged() async
    func startRun(_ runID: UUID, of userID: UUID) async
    func stopRun(_ runID: UUID) async
}

public struct NoBackgroundWork: BackgroundWork {
    public init() {}
    public func remindersChanged() async {}
    public func startRun(_ runID: UUID, of userID: UUID) async {}
    public func stopRun(_ runID: UUID) async {}
}
