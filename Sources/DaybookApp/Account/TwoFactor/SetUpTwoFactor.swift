import DaybookCore
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
            let queries = db.twoFactor(of: person.id)
            if try await queries.find()?.isEnabled == true {
                throw ValidationError(field: "twoFactor", .twoFactorOnAlready)
            }
            try await queries.startSetup(sealedSecret: sealed, at: now)
            return ((), [])
        }
        return secret
    }
}

/// Turns two-factor log-in on with the first code from the authenticator; returns the ten recovery
/// codes, shown once. Every web session signed in before ends (the account's session epoch moves on):
/// whoever was signed in with the password alone is out. The caller carries its own session over.
public struct ConfirmTwoFactor: Sendable {
    public struct TurnedOn: Sendable {
        public var recoveryCodes: [RecoveryCode]
        /// The account's new session epoch, for the session that turned it on to carry on in.
        public var sessionEpoch: Int
    }

    let context: UseCaseContext
    let seal: SecretSeal

    public init(_ context: UseCaseContext, seal: SecretSeal) {
        self.context = context
        self.seal = seal
    }

    public func callAsFunction(code typed: String, for person: Person) async throws -> TurnedOn {
        guard let code = TwoFactorRules.typedCode(typed) else { throw ValidationError(field: "code", .sixDigitCode) }
        let now = context.now()
        let seal = seal
        return try await context.commit(person.id) { db in
            let queries = db.twoFactor(of: person.id)
            guard let record = try await queries.find(), !record.isEnabled else {
                throw ValidationError(field: "code", .noSetupToConfirm)
            }
            guard let step = TOTP.matchingStep(code, secret: try seal.open(record.sealedSecret), at: now) else {
                throw ValidationError(field: "code", .authenticatorCodeWrong)
            }
            let recovery = RecoveryCode.randomSet()
            try await queries.enable(step: step, at: now, recoveryCodes: recovery)
            let epoch = try await db.users.startNewSessionEpoch(id: person.id)
            return (TurnedOn(recoveryCodes: recovery, sessionEpoch: epoch), [Change(.updated, .profile)])
        }
    }
}

/// Turns two-factor log-in off. The caller has re-checked the password; while it is on, that is not
/// enough: a stolen password must not remove the second factor, so it takes a code as logging in does
/// (an authenticator code never used before, or an unused recovery code, which is spent). A set-up
/// still waiting for its first code goes without one.
public struct TurnOffTwoFactor: Sendable {
    let context: UseCaseContext
    let seal: SecretSeal

    public init(_ context: UseCaseContext, seal: SecretSeal) {
        self.context = context
        self.seal = seal
    }

    public func callAsFunction(code typed: String, for person: Person) async throws {
        let now = context.now()
        let seal = seal
        try await context.commit(person.id) { db in
            let queries = db.twoFactor(of: person.id)
            if let record = try await queries.find(), record.isEnabled {
                guard try await SecondFactorCode.use(typed, record, queries: queries, seal: seal, at: now) else {
                    throw ValidationError(field: "code", .authenticatorOrRecoveryCode)
                }
            }
            try await queries.delete()
            return ((), [Change(.updated, .profile)])
        }
    }
}
