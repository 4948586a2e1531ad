import FluentKit
import Foundation

/// One imported record's dedupe key, per user: re-importing the same file finds its keys and adds nothing twice.
public final class ImportKeyRecord: Model, @unchecked Sendable {
    public static let schema = "import_keys"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "key") public var key: String

    public init() {}

    public init(userID: UUID, key: String) {
        self.userID = userID
        self.key = key
    }
}
