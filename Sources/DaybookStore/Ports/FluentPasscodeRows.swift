import DaybookApp
import Foundation

struct FluentPasscodeRows: PasscodeRows {
    let queries: PasscodeQueries

    func find() async throws -> PasscodeLockSetting? {
        try await queries.find().map { PasscodeLockSetting(passcodeHash: $0.passcodeHash, idleMinutes: $0.idleMinutes) }
    }

    func save(hash: String, idleMinutes: Int) async throws {
        try await queries.save(hash: hash, idleMinutes: idleMinutes)
    }

    func delete() async throws {
        try await queries.delete()
    }
}
