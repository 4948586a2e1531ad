import DaybookApp
import NIOConcurrencyHelpers
import Vapor

extension Application {
    private struct SecretSealKey: StorageKey {
        typealias Value = NIOLockedValueBox<SecretSeal?>
    }

    /// The seal of two-factor secrets, its key loaded (or the key file made) the first time it is
    /// needed: commands that never touch two-factor log-in create no key file.
    func secretSeal() throws -> SecretSeal {
        let box: NIOLockedValueBox<SecretSeal?>
        if let existing = storage[SecretSealKey.self] {
            box = existing
        } else {
            box = NIOLockedValueBox(nil)
            storage[SecretSealKey.self] = box
        }
        return try box.withLockedValue { cached in
            if let cached { return cached }
            let seal = SecretSeal(key: try daybook.config.secretKey.load(newKey: SecretSeal.newKey))
            cached = seal
            return seal
        }
    }
}
