import Foundation

/// One person's passcode lock.
public protocol PasscodeRows: Sendable {
    func find() async throws -> PasscodeLockSetting?
    func save(hash: String, idleMinutes: Int) async throws
    func delete() async throws
}
