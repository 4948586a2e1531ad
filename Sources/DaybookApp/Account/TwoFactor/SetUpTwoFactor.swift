import DaybookCore
import DaybookStore
import Foundation

/// Starts two-factor log-in: a new secret, sealed and kept as a setup waiting for its first code. The
/// caller has re-checked the password. Returns the secret, to show once (a QR code and its text).
public struct SetUpTwoFactor: Sendable {
    let context: UseCaseContext
    let seal: SecretSeal

    public init(_ context: UseCaseContext, seal: SecretSeal) {
        self.context = context
        self.seal = seal
    }

    public func callAsFunction(for person: Person) async throws -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<TwoFactorRules.secretBytes).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let sealed = try seal.seal(secret)
        let now = context.now()
        try await context.commit(person.id) { db in
            let queries = TwoFactorQueries(db, userID: person.id)
            if try await queries.find()?.isEnabled == true {
                throw ValidationError(field: "twoFactor", "is on already; turn it off first to set up another authenticator")
            }
            try await queries.startSetup(sealedSecret: sealed, at: now)
            return ((), [])
        }
        return secret
    }
}

/// Turns two-factor log-in on with the first code from the authenticator; returns the ten recovery
/// codes, shown once.
public struct ConfirmTwoFactor: Sendable {
    let context: UseCaseContext
    let seal: SecretSeal

    public init(_ context: UseCaseContext, seal: SecretSeal) {
        self.context = context
        self.seal = seal
    }

    public func callAsFunction(code typed: String, for person: Person) async throws -> [RecoveryCode] {
        guard let code = TwoFactorRules.typedCode(typed) else { throw ValidationError(field: "code", "must be the 6 digits your authenticator shows") }
        let now = context.now()
        let seal = seal
        return try await context.commit(person.id) { db in
            let queries = TwoFactorQueries(db, userID: person.id)
            guard let record = try await queries.find(), !record.isEnabled else {
                throw ValidationError(field: "code", "has no setup to confirm; start the set-up again")
            }
            guard let step = TOTP.matchingStep(code, secret: try seal.open(record.sealedSecret), at: now) else {
                throw ValidationError(field: "code", "is not the code your authenticator shows now; check its clock and try the next one")
            }
            let recovery = RecoveryCode.randomSet()
            try await queries.enable(record, step: step, at: now, recoveryCodes: recovery)
            return (recovery, [Change(.updated, .profile)])
        }
    }
}

/// Turns two-factor log-in off (the caller has re-checked the password).
public struct TurnOffTwoFactor: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(for person: Person) async throws {
        try await context.commit(person.id) { db in
            try await TwoFactorQueries(db, userID: person.id).delete()
            return ((), [Change(.updated, .profile)])
        }
    }
}
