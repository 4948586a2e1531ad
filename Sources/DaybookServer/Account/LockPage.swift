import DaybookApp
import DaybookCore
import Vapor

/// The lock screen: the passcode opens the session again; the fifth wrong one ends it.
enum LockPage {
    struct View: Encodable {
        var forms: [FormView]
        var triesLeft: Int?
    }

    static let fields = [FieldSpec(name: "passcode", labelKey: "passcode", control: .password)]

    static func render(_ req: Request, errors: FieldErrors = [:], triesLeft: Int? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let strings = Strings.table(try req.currentUser().account.preferences.language)
        var form = FormView(key: "lock", title: strings["locked"] ?? "", action: "/lock",
                            fields: fields.map { $0.field(form: "lock", values: [:], errors: errors, strings: strings) })
        form.fields[0].control = .pin
        return try await req.render("lock", tab: "", View(forms: [form], triesLeft: triesLeft), status: status)
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req)
    }

    @Sendable static func unlock(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let passcode = try await PasscodeLockSetting.of(user.person, req.useCases) else {
            req.session.data[PasscodeLock.lockedKey] = nil
            return req.redirect(to: "/")
        }
        let typed = (try? req.content.get(String.self, at: "passcode")) ?? ""
        // Each try is counted before the passcode is checked: a burst of guesses gets five, no more.
        let throttle = Throttle.passcode(req)
        let subject = Throttle.passcodeSubject(user.id)
        let attempt: [UUID]
        do {
            attempt = try await throttle.attempt([subject])
        } catch let error as APIError where error.status == .tooManyRequests {
            return endSession(req)
        }
        if try await req.password.async.verify(typed, created: passcode.passcodeHash) {
            try await throttle.forgive(attempt)
            try await throttle.clear(subject)
            req.session.data[PasscodeLock.lockedKey] = nil
            req.session.data[PasscodeLock.lastSeenKey] = String(req.clock.now().timeIntervalSince1970)
            return req.redirect(to: "/")
        }
        let tries = try await throttle.count(subject)
        // Five wrong tries: the session ends; only the full log-in opens the journal again.
        guard tries < PasscodeRules.maximumTries else { return endSession(req) }
        let strings = Strings.table(user.account.preferences.language)
        return try await render(req, errors: ["passcode": strings["wrongPasscode"] ?? "wrong"],
                                triesLeft: PasscodeRules.maximumTries - tries, status: .unprocessableEntity)
    }

    /// "Lock now", before the tablet is handed over: the session locks at once, as after its idle minutes.
    @Sendable static func lockNow(req: Request) async throws -> Response {
        let user = try req.currentUser()
        if try await PasscodeLockSetting.of(user.person, req.useCases) != nil { req.session.data[PasscodeLock.lockedKey] = "1" }
        return req.redirect(to: "/lock")
    }

    private static func endSession(_ req: Request) -> Response {
        req.auth.logout(CurrentUser.self)
        req.session.destroy()
        return req.redirect(to: "/login")
    }
}
