/// What a v1 socket client may do, as `authorize` acknowledges it (websocket.js
/// `verifyAuthorization`): `read` is `api:*:read`, `write` is `api:*:create,update,delete`,
/// `write_treatment` the same for treatments.
public struct NightscoutSocketPermissions: Sendable, Equatable {
    public var read: Bool
    public var write: Bool
    public var writeTreatment: Bool

    public static let none = NightscoutSocketPermissions(read: false, write: false, writeTreatment: false)

    public init(read: Bool, write: Bool, writeTreatment: Bool) {
        self.read = read
        self.write = write
        self.writeTreatment = writeTreatment
    }

    public init(role: NightscoutRole) {
        func all(_ collection: String) -> Bool {
            ["create", "update", "delete"].allSatisfy { role.allows("api:\(collection):\($0)") }
        }
        self.init(read: role.allows("api:*:read"), write: all("*"), writeTreatment: all("treatments"))
    }

    /// The ack: `{read, write, write_treatment}`.
    public var json: NightscoutJSON {
        .object(["read": .bool(read), "write": .bool(write), "write_treatment": .bool(writeTreatment)])
    }
}
