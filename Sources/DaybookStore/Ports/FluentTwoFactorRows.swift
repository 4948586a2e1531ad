import DaybookCore
import DaybookApp
import Foundation

struct FluentTwoFactorRows: TwoFactorRows {
    let queries: TwoFactorQueries

    func find() async throws -> StoredTwoFactor? {
        try await queries.find().map {
            StoredTwoFactor(sealedSecret: $0.sealedSecret, isEnabled: $0.isEnabled, lastUsedStep: $0.lastUsedStep)
        }
    }

    func startSetup(sealedSecret: String, at time: Date) async throws {
        try await queries.startSetup(sealedSecret: sealedSecret, at: time)
    }

    func enable(step: Int64, at time: Date, recoveryCodes: [RecoveryCode]) async throws {
        guard let record = try await queries.find() else { throw StoreError.notFound }
        try await queries.enable(record, step: step, at: time, recoveryCodes: recoveryCodes)
    }

    func markUsed(step: Int64) async throws {
        guard let record = try await queries.find() else { throw StoreError.notFound }
        try await queries.markUsed(record, step: step)
    }

    func useRecoveryCode(_ code: RecoveryCode, at time: Date) async throws -> Bool {
        try await queries.useRecoveryCode(code, at: time)
    }

    func recoveryCodesLeft() async throws -> Int {
        try await queries.recoveryCodesLeft()
    }

    func delete() async throws {
        try await queries.delete()
    }
}
