import DaybookApp
import DaybookCore
import DaybookFormats
import Vapor

/// Settings: profile and units, what is tracked, password, API tokens, your data. Each
/// section is its own form; a refused one comes back with what was typed and the message beside it.
enum SettingsPage {
    struct Check: Encodable {
        var name: String
        var label: String
        var checked: Bool
    }

    struct TokenRow: Encodable {
        var id: String
        var name: String
        var created: String
        var lastUsed: String
    }

    struct View: Encodable {
        var saved: Bool
        /// One form each; lists so the page draws them with the shared fields partial.
        var profile: [FormView]
        var password: [FormView]
        var token: [FormView]
        var deletion: [FormView]
        var passcode: [FormView]
        var passcodeSet: Bool
        /// Set up (off, with the password) or turn off (on, with the password and a code).
        var twoFactor: [FormView]
        var twoFactorOn: Bool
        var recoveryCodesLeft: Int?
        var nightscout: NightscoutEndpoint.Settings
        var nightscoutTokens: [NightscoutTokenRow]
        var nightscoutTokenForm: [FormView]
        /// A Nightscout token just made: shown once, here.
        var newNightscoutToken: String?
        var tracking: [Check]
        var tokens: [TokenRow]
        /// A token just made: shown once, here.
        var newToken: String?
        var sections: [SettingsSection]
    }

    /// The section that was refused, with its values and messages.
    struct Refused {
        var key: String
        var values: [String: String]
        var errors: FieldErrors
    }

    static func profileFields() -> [FieldSpec] { [
        FieldSpec(name: "displayName", labelKey: "displayName", control: .text),
        FieldSpec(name: "timeZone", labelKey: "timeZone", control: .text),
        // Each language by its own name, so a person who cannot read the current one still finds theirs.
        FieldSpec(name: "language", labelKey: "language", control: .select,
                  options: Language.shipped.sorted { $0.ownName < $1.ownName }.map { ($0.rawValue, $0.rawValue) },
                  ownLabels: Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0.rawValue, $0.ownName) })),
        FieldSpec(name: "glucoseUnit", labelKey: "glucoseUnit", control: .select,
                  options: GlucoseUnit.allCases.map { ($0.rawValue, "unit.\($0.rawValue)") }),
        FieldSpec(name: "hypoThreshold", labelKey: "hypoThreshold", control: .number),
        FieldSpec(name: "hyperThreshold", labelKey: "hyperThreshold", control: .number),
        FieldSpec(name: "weightUnit", labelKey: "weightUnit", control: .select,
                  options: WeightUnit.allCases.map { ($0.rawValue, "weightUnit.\($0.rawValue)") }),
        FieldSpec(name: "temperatureUnit", labelKey: "temperatureUnit", control: .select,
                  options: TemperatureUnit.allCases.map { ($0.rawValue, "temperatureUnit.\($0.rawValue)") }),
    ] }

    static let passwordFields = [
        FieldSpec(name: "currentPassword", labelKey: "currentPassword", control: .password),
        FieldSpec(name: "newPassword", labelKey: "newPassword", control: .password),
    ]

    static let tokenFields = [FieldSpec(name: "name", labelKey: "tokenName", control: .text, initial: "Phone")]
    static let deletionFields = [FieldSpec(name: "password", labelKey: "password", control: .password)]

    struct NightscoutTokenRow: Encodable {
        var id: String
        var name: String
        var role: String
        var created: String
    }

    static let nightscoutTokenFields = [
        FieldSpec(name: "name", labelKey: "tokenName", control: .text, initial: "AndroidAPS"),
        FieldSpec(name: "role", labelKey: "nightscoutRole", control: .select, initial: NightscoutRole.uploader.rawValue,
                  options: NightscoutRole.allCases.map { ($0.rawValue, "nightscoutRole.\($0.rawValue)") }),
    ]

    static func render(_ req: Request, refused: Refused? = nil, newToken: String? = nil, newNightscoutToken: String? = nil,
                       status: HTTPStatus = .ok) async throws -> Response {
        let user = try req.currentUser()
        let profile = ProfileDTO(user.account)
        let preferences = user.account.preferences
        let strings = Strings.table(preferences.language)
        func form(_ key: String, _ action: String, _ specs: [FieldSpec], _ values: [String: String]) -> FormView {
            let shown = refused?.key == key ? refused?.values ?? values : values
            return FormView(key: key, title: strings[key] ?? key, action: action,
                            fields: specs.map { $0.field(form: key, values: shown, errors: refused?.key == key ? refused?.errors ?? [:] : [:], strings: strings) })
        }
        let twoFactor = try await TwoFactorStatus.of(user.person, req.useCases)
        let twoFactorOn = twoFactor.isOn
        let profileValues = [
            "displayName": profile.displayName, "timeZone": profile.timeZone, "language": profile.language.rawValue,
            "glucoseUnit": profile.glucoseUnit.rawValue, "weightUnit": profile.weightUnit.rawValue, "temperatureUnit": profile.temperatureUnit.rawValue,
            "hypoThreshold": NumberText.format(profile.hypoThreshold, language: profile.language), "hyperThreshold": NumberText.format(profile.hyperThreshold, language: profile.language),
        ]
        let tokens = try await AccessTokenList(req.useCases)(of: user.person).map { token in
            TokenRow(id: token.id.uuidString, name: token.name,
                     created: token.createdAt.map { TimeText.format($0, zone: preferences.zone, language: preferences.language) } ?? "",
                     lastUsed: token.lastUsedAt.map { TimeText.format($0, zone: preferences.zone, language: preferences.language) } ?? "–")
        }
        let passcode = try await PasscodeLockSetting.of(user.person, req.useCases)
        let view = View(
            saved: req.query[String.self, at: "saved"] != nil,
            profile: [withUnit(form("profile", "/settings", profileFields(), profileValues), preferences.glucoseUnit)],
            password: [form("changePassword", "/settings/password", passwordFields, [:])],
            token: [form("newToken", "/settings/tokens", tokenFields, ["name": "Phone"])],
            deletion: [form("deleteAccount", "/settings/delete", deletionFields, [:])],
            passcode: [form("passcode", "/settings/passcode", PasscodeSettings.fields,
                            ["idleMinutes": String(passcode?.idleMinutes ?? PasscodeRules.defaultIdleMinutes)])],
            passcodeSet: passcode != nil,
            twoFactor: [twoFactorOn ? form("twoFactor", "/settings/two-factor/remove", TwoFactorSettings.turnOffFields, [:])
                                    : form("twoFactor", "/settings/two-factor", deletionFields, [:])],
            twoFactorOn: twoFactorOn,
            recoveryCodesLeft: { if case .on(let left) = twoFactor { left } else { nil } }(),
            nightscout: try await NightscoutEndpoint.current(user: user, req: req),
            nightscoutTokens: try await NightscoutTokens(req.useCases).list(of: user.person).map { token in
                let role = token.role?.rawValue ?? ""
                return NightscoutTokenRow(id: token.id.uuidString, name: token.name, role: strings["nightscoutRoleShort.\(role)"] ?? role,
                                   created: token.createdAt.map { TimeText.format($0, zone: preferences.zone, language: preferences.language) } ?? "")
            },
            nightscoutTokenForm: [form("nightscoutToken", "/settings/nightscout/tokens", nightscoutTokenFields,
                                       ["name": "AndroidAPS", "role": NightscoutRole.uploader.rawValue])],
            newNightscoutToken: newNightscoutToken,
            tracking: TrackingPreferences.keys.map { Check(name: $0.name, label: strings[$0.name] ?? $0.name, checked: preferences.tracking[keyPath: $0.path]) },
            tokens: tokens, newToken: newToken,
            sections: try await SettingsSection.all(req, user: user, strings: strings))
        return try await req.render("settings", tab: "settings", view, status: status)
    }

    /// The thresholds' labels name the unit they are in.
    static func withUnit(_ form: FormView, _ unit: GlucoseUnit) -> FormView {
        var form = form
        for index in form.fields.indices where form.fields[index].name.hasSuffix("Threshold") {
            form.fields[index].label += " (\(unit.rawValue))"
        }
        return form
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req)
    }

    /// Runs a section's save; a refusal shows the page again with that section as typed.
    static func handle(_ req: Request, key: String, save: (CurrentUser, [String: String]) async throws -> Response) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        do {
            return try await save(user, form)
        } catch {
            let refused = Refused(key: key, values: form, errors: try FieldErrors(error, in: req.errorWords))
            // A throttle's 429 keeps its status and Retry-After on the page.
            let api = (error as? APIError).flatMap { $0.status == .tooManyRequests ? $0 : nil }
            return try await render(req, refused: refused, status: api?.status ?? .unprocessableEntity).adding(api?.headers ?? [:])
        }
    }

    @Sendable static func save(req: Request) async throws -> Response {
        try await handle(req, key: "profile") { user, form in
            // Each field on its own first, so every wrong one is named at once; the rules between
            // fields (hypo below hyper) follow when saving.
            var check = FormCheck()
            var change = PreferencesChange()
            change.displayName = try check.field { try AccountRules.displayName(form["displayName"] ?? "") }
            change.timeZone = try check.field { try AccountRules.timeZone(form["timeZone"] ?? "") }
            change.language = Language(rawValue: form["language"] ?? "").flatMap { $0.isShipped ? $0 : nil }
            if change.language == nil { check.add(ValidationError(field: "language", .chooseLanguage)) }
            change.glucoseUnit = GlucoseUnit(rawValue: form["glucoseUnit"] ?? "")
            if change.glucoseUnit == nil { check.add(ValidationError(field: "glucoseUnit", .chooseUnit)) }
            // A form from before the body units were offered leaves them as they are.
            if let raw = form["weightUnit"] {
                change.weightUnit = WeightUnit(rawValue: raw)
                if change.weightUnit == nil { check.add(ValidationError(field: "weightUnit", .chooseUnit)) }
            }
            if let raw = form["temperatureUnit"] {
                change.temperatureUnit = TemperatureUnit(rawValue: raw)
                if change.temperatureUnit == nil { check.add(ValidationError(field: "temperatureUnit", .chooseUnit)) }
            }
            // The thresholds are shown in the unit the form had; a changed unit keeps the stored thresholds.
            if change.glucoseUnit == user.account.preferences.glucoseUnit {
                change.hypoThreshold = try check.field { try FormNumber.optional(form["hypoThreshold"], field: "hypoThreshold") } ?? nil
                change.hyperThreshold = try check.field { try FormNumber.optional(form["hyperThreshold"], field: "hyperThreshold") } ?? nil
            }
            try check.finish()
            let preferences = try await ChangePreferences(req.useCases)(change, for: user.person)
            try req.accountChanged { $0.preferences = preferences }
            return req.redirect(to: "/settings?saved=1")
        }
    }

    @Sendable static func saveTracking(req: Request) async throws -> Response {
        try await handle(req, key: "tracking") { user, form in
            var change = PreferencesChange()
            change.tracking = Dictionary(uniqueKeysWithValues: TrackingPreferences.keys.map { ($0.name, form[$0.name] == "on") })
            let preferences = try await ChangePreferences(req.useCases)(change, for: user.person)
            try req.accountChanged { $0.preferences = preferences }
            return req.redirect(to: "/settings?saved=1#tracking")
        }
    }

    /// A new password ends the other sessions and tokens; this session carries on with it.
    @Sendable static func changePassword(req: Request) async throws -> Response {
        try await handle(req, key: "changePassword") { user, form in
            guard try await Credentials.recheck(form["currentPassword"] ?? "", of: user, on: req) else {
                throw ValidationError(field: "currentPassword", .notCurrentPassword)
            }
            let new = form["newPassword"] ?? ""
            try AccountRules.checkPassword(new, field: "newPassword")
            let hash = try await req.password.async.hash(new)
            let account = try await ChangePassword(req.useCases)(newPasswordHash: hash, for: user.person)
            req.auth.login(CurrentUser(account: account, tokenID: nil))
            return req.redirect(to: "/settings?saved=1")
        }
    }

    @Sendable static func createToken(req: Request) async throws -> Response {
        try await handle(req, key: "newToken") { user, form in
            let name = (form["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...100).contains(name.count) else { throw ValidationError(field: "name", .oneTo100Characters) }
            do {
                try await Throttle.tokens(req).attempt(["email:\(user.account.email)"] + req.clientSubject)
            } catch var error as APIError {
                error.field = "name"
                throw error
            }
            let token = TokenDigest.newToken()
            _ = try await IssueAccessToken(req.useCases)(name: name, tokenDigest: TokenDigest.hash(token), for: user.person)
            return try await render(req, newToken: token)
        }
    }

    @Sendable static func revokeToken(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self), try await RevokeAccessToken(req.useCases)(id, for: user.person) else {
            throw Abort(.notFound)
        }
        return req.redirect(to: "/settings?saved=1#tokens")
    }

    @Sendable static func createNightscoutToken(req: Request) async throws -> Response {
        try await handle(req, key: "nightscoutToken") { user, form in
            var check = FormCheck()
            let name = try check.field { try NightscoutRole.checkName(form["name"] ?? "") }
            let role = NightscoutRole(rawValue: form["role"] ?? "")
            if role == nil { check.add(ValidationError(field: "role", .chooseAppScope)) }
            try check.finish()
            guard let name, let role else { throw Abort(.unprocessableEntity) }
            let made = try await CreateNightscoutToken(req.useCases)(name: name, role: role, for: user.person)
            return try await render(req, newNightscoutToken: made.token)
        }
    }

    @Sendable static func revokeNightscoutToken(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self), try await RevokeNightscoutToken(req.useCases)(id, for: user.person) else {
            throw Abort(.notFound)
        }
        return req.redirect(to: "/settings?saved=1#nightscout")
    }

    @Sendable static func renewNightscoutSecret(req: Request) async throws -> Response {
        _ = try await NightscoutEndpoint.renew(user: try req.currentUser(), req: req)
        return req.redirect(to: "/settings?saved=1#nightscout")
    }

    @Sendable static func deleteAccount(req: Request) async throws -> Response {
        try await handle(req, key: "deleteAccount") { user, form in
            guard try await Credentials.recheck(form["password"] ?? "", of: user, on: req) else {
                throw ValidationError(field: "password", .notYourPassword)
            }
            try await DeleteAccount(req.useCases)(user.person)
            req.auth.logout(CurrentUser.self)
            req.session.destroy()
            return OfflineFeature.clearSiteData(req.redirect(to: "/login"))
        }
    }
}
