import Vapor

/// Nightscout API v1 under each user's `/nightscout/{handle}/api/v1/`, behind the user's API secret;
/// also at the server's `/api/v1/` for clients that cannot take a path.
enum NightscoutFeature {
    /// The settings routes go on the logged-in API and pages; the client routes on the app, with their own auth.
    static func register(_ routes: FeatureRoutes) {
        let app = routes.app
        routes.api.get("nightscout", use: NightscoutSettingsAPI.show)
        routes.api.post("nightscout", "secret", use: NightscoutSettingsAPI.regenerate)
        NightscoutTokensAPI.register(on: routes.api)
        for base in [app.grouped("nightscout", ":handle", "api", "v2"), app.grouped("api", "v2")] {
            base.get("authorization", "request", ":accessToken", use: NightscoutAuthorizationAPI.request)
            let followers = base.gated(NightscoutAuth())
            followers.get("properties", use: NightscoutPropertiesAPI.show)
            followers.get("properties", ":names", use: NightscoutPropertiesAPI.show)
        }
        for base in [app.grouped("nightscout", ":handle"), app] {
            base.gated(NightscoutAuth()).bounded(.reads).get("pebble", use: NightscoutPebbleAPI.show)
        }
        routes.pages.post("settings", "nightscout", "secret", use: SettingsPage.renewNightscoutSecret)
        routes.pages.post("settings", "nightscout", "tokens", use: SettingsPage.createNightscoutToken)
        routes.pages.post("settings", "nightscout", "tokens", ":id", "revoke", use: SettingsPage.revokeNightscoutToken)
        // Uploaders send many readings at once (backfill): `BodyLimits.batch`, larger than one API call.
        let batch = BodyLimit(bytes: app.daybook.config.bodyLimits.batch)
        registerV1(on: app.grouped("nightscout", ":handle", "api", "v1").gated(NightscoutAuth()), batch: batch)
        // The same paths at the root, for clients that take only a host and port: the secret finds the person.
        registerV1(on: app.grouped("api", "v1").gated(NightscoutAuth()), batch: batch)
        for v3 in [app.grouped("nightscout", ":handle", "api", "v3"), app.grouped("api", "v3")] {
            registerV3(on: v3, batch: batch)
        }
        // API v3's Socket.IO channels (`/storage`, `/alarm`).
        NightscoutSockets.register(on: app)
    }

    /// API v3 (AndroidAPS 3.2+): the version is public; the rest takes a token, a JWT made from one,
    /// or the secret, and checks each operation's permission itself.
    private static func registerV3(on v3: any RoutesBuilder, batch: BodyLimit) {
        v3.get("version", use: NightscoutV3ReadsAPI.version)
        let authed = v3.gated(NightscoutV3CollectionCheck(), NightscoutAuth(refusesFollowerWrites: false))
        authed.get("status", use: NightscoutV3ReadsAPI.status)
        authed.get("lastModified", use: NightscoutV3ReadsAPI.lastModified)
        let searches = authed.bounded(.reads)
        searches.get(":collection", use: NightscoutV3ReadsAPI.search)
        authed.on(.POST, ":collection", limit: batch, use: NightscoutV3WritesAPI.create)
        searches.get(":collection", "history", use: NightscoutV3ReadsAPI.history)
        searches.get(":collection", "history", ":lastModified", use: NightscoutV3ReadsAPI.history)
        authed.get(":collection", ":identifier", use: NightscoutV3ReadsAPI.read)
        authed.on(.PUT, ":collection", ":identifier", limit: batch, use: NightscoutV3WritesAPI.update)
        authed.on(.PATCH, ":collection", ":identifier", limit: batch, use: NightscoutV3WritesAPI.patch)
        authed.delete(":collection", ":identifier", use: NightscoutV3WritesAPI.delete)
    }

    private static func registerV1(on v1: any RoutesBuilder, batch: BodyLimit) {
        // Lists read as many documents as `count` asks (`0` is all of them).
        let lists = v1.bounded(.reads)
        for collection in ["entries", "entries.json"] {
            lists.get(.constant(collection), use: NightscoutEntriesAPI.list)
            v1.on(.POST, .constant(collection), limit: batch, use: NightscoutEntriesAPI.create)
            v1.delete(.constant(collection), use: NightscoutEntriesAPI.delete)
        }
        lists.get("entries", ":spec", use: NightscoutEntriesAPI.list)
        v1.delete("entries", ":spec", use: NightscoutEntriesAPI.delete)
        for collection in ["treatments", "treatments.json"] {
            lists.get(.constant(collection), use: NightscoutTreatmentsAPI.list)
            v1.on(.POST, .constant(collection), limit: batch, use: NightscoutTreatmentsAPI.create)
            v1.on(.PUT, .constant(collection), limit: batch, use: NightscoutTreatmentsAPI.replace)
            v1.delete(.constant(collection), use: NightscoutTreatmentsAPI.delete)
        }
        v1.delete("treatments", ":id", use: NightscoutTreatmentsAPI.delete)
        for collection in ["devicestatus", "devicestatus.json"] {
            lists.get(.constant(collection), use: NightscoutRecordsAPI.listDeviceStatus)
            v1.on(.POST, .constant(collection), limit: batch, use: NightscoutRecordsAPI.createDeviceStatus)
        }
        for collection in ["profile", "profile.json"] {
            lists.get(.constant(collection), use: NightscoutRecordsAPI.listProfiles)
            v1.on(.POST, .constant(collection), limit: batch, use: NightscoutRecordsAPI.createProfile)
        }
        // NightscoutKit's `fetchProfiles`: the same documents, ten unless `count` says otherwise.
        for collection in ["profiles", "profiles.json"] {
            lists.get(.constant(collection), use: NightscoutRecordsAPI.listProfileSets)
        }
        for current in ["current", "current.json"] {
            v1.get("profile", .constant(current), use: NightscoutRecordsAPI.currentProfile)
        }
        // xDrip+'s heart rate, steps and motion (its Pebble health data).
        for collection in ["activity", "activity.json"] {
            lists.get(.constant(collection), use: NightscoutActivityAPI.list)
            v1.on(.POST, .constant(collection), limit: batch, use: NightscoutActivityAPI.create)
        }
        v1.get("status", use: NightscoutStatusAPI.status)
        v1.get("status.json", use: NightscoutStatusAPI.status)
        v1.get("verifyauth", use: NightscoutStatusAPI.verifyAuth)
        v1.get("experiments", "test", use: NightscoutStatusAPI.experimentsTest)
    }
}
