import DaybookCore
import DaybookFormats
import Testing

/// The three roles against the permissions API v3 asks for, matched as Nightscout matches them.
@Suite struct NightscoutRoleTests {
    @Test func aFollowerReadsAndNothingMore() {
        #expect(NightscoutRole.readable.allows("api:entries:read"))
        #expect(NightscoutRole.readable.allows("api:settings:read"))
        #expect(!NightscoutRole.readable.allows("api:entries:create"))
        #expect(!NightscoutRole.readable.allows("api:treatments:delete"))
        #expect(!NightscoutRole.readable.allows("api:settings:admin"))
    }

    @Test func anUploaderWritesButDoesNotAdminister() {
        for action in ["read", "create", "update", "delete"] {
            #expect(NightscoutRole.uploader.allows("api:treatments:\(action)"))
        }
        #expect(!NightscoutRole.uploader.allows("api:settings:admin"))
        #expect(!NightscoutRole.uploader.allows("api"), "a grant never covers a shorter permission")
    }

    @Test func anAdminMayDoAnything() {
        for permission in ["api:settings:admin", "api:profile:delete", "admin:api:subjects:read"] {
            #expect(NightscoutRole.admin.allows(permission))
        }
    }
}
