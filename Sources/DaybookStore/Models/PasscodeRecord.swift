import FluentKit
import Foundation

/// A user's web passcode, bcrypt-hashed, and after how many idle minutes it locks.
public final class PasscodeRecord: Model, @unchecked Sendable {
    public static let schema = "passcodes"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "passcode_hash") public var passcodeHash: String
    @Field(key: "idle_minutes") public var idleMinutes: Int

    public init() {}

    public init(userID: UUID, passcodeHash: String, idleMinutes: Int) {
        self.userID = userID
        self.passcodeHash = passcodeHash
        self.idleMinutes = idleMinutes
    }
}
