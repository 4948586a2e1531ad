import Foundation

/// Turns the web app's passcode lock on (or changes it): the caller checked the passcode's rules and
/// hashed it; the idle minutes are how long an unused session stays open.
public struct SetPasscode: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(hash: String, idleMinutes: Int, for person: Person) async throws {
        try await context.commit(person.id) { db in
            try await db.passcode(of: person.id).save(hash: hash, idleMinutes: idleMinutes)
            return ((), [])
        }
    }
}

/// Turns the passcode lock off.
public struct RemovePasscode: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(for person: Person) async throws {
        try await context.commit(person.id) { db in
            try await db.passcode(of: person.id).delete()
            return ((), [])
        }
    }
}

/// The person's passcode lock, when it is on: the hash the typed passcode is checked against, and
/// how long an unused session stays open.
public struct PasscodeLockSetting: Sendable {
    public let passcodeHash: String
    public let idleMinutes: Int

    public init(passcodeHash: String, idleMinutes: Int) {
        self.passcodeHash = passcodeHash
        self.idleMinutes = idleMinutes
    }

    /// The lock of `person`, or nil when it is off.
    public static func of(_ person: Person, _ context: UseCaseContext) async throws -> PasscodeLockSetting? {
        try await context.db.passcode(of: person.id).find()
    }
}
