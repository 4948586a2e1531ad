import DaybookCore

/// What a Nightscout access token may do, in the three roles clients know: a follower reads
/// (Nightguard, a watch face), an uploader also writes data (AndroidAPS, xDrip+), an admin also
/// writes the profile and settings.
public enum NightscoutRole: String, Sendable, Codable, CaseIterable {
    case readable
    case uploader
    case admin

    public var canRead: Bool { true }
    public var canWrite: Bool { self != .readable }
    public var canAdminister: Bool { self == .admin }

    /// Nightscout's permission strings for the role, as `/api/v2/authorization/request` reports them.
    public var permissions: [String] {
        switch self {
        case .readable: ["api:*:read"]
        case .uploader: ["api:*:read", "api:*:create", "api:*:update", "api:*:delete"]
        case .admin: ["*"]
        }
    }

    /// Whether the role grants `permission` (`api:entries:create`), matched as Nightscout's Shiro-style
    /// permissions are: parts split by `:`, `*` standing for any one part, a shorter grant covering
    /// every longer permission below it (`*` grants all).
    public func allows(_ permission: String) -> Bool {
        let wanted = permission.split(separator: ":", omittingEmptySubsequences: false)
        return permissions.contains { grant in
            let parts = grant.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= wanted.count else { return false }
            return zip(parts, wanted).allSatisfy { $0 == "*" || $0 == $1 }
        }
    }

    /// A token's name: what the person calls the app holding it.
    public static func checkName(_ name: String) throws(ValidationError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...50).contains(trimmed.count) else { throw ValidationError(field: "name", .oneTo50Characters) }
        return trimmed
    }
}
