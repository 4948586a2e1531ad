import DaybookApp
import DaybookCore
import Vapor

/// Log in, sign up, log out.
enum AuthPages {
    struct LoginView: Encodable {
        var email = ""
        var error: String?
    }

    struct SignUpView: Encodable {
        var email = ""
        var displayName = ""
        var timeZone = "UTC"
        var errors: FieldErrors = [:]
    }

    struct LoginForm: Content {
        var email: String?
        var password: String?
    }

    struct SignUpForm: Content {
        var email: String?
        var password: String?
        var displayName: String?
        var timeZone: String?
    }

    @Sendable static func loginPage(req: Request) async throws -> Response {
        try await req.render("login", tab: "", LoginView())
    }

    @Sendable static func logIn(req: Request) async throws -> Response {
        let form = (try? req.content.decode(LoginForm.self)) ?? LoginForm()
        let email = form.email ?? ""
        do {
            let verified = try await Credentials.verify(email: email, password: form.password ?? "", on: req)
            if verified.needsSecondFactor { return try await SecondFactorPage.begin(for: verified.user, req: req) }
            let user = verified.user
            req.auth.login(CurrentUser(account: user, tokenID: nil))
            try await req.renewSession()
            // The passcode's idle time counts from the log-in.
            req.session.data[PasscodeLock.lastSeenKey] = String(req.clock.now().timeIntervalSince1970)
            return req.redirect(to: "/")
        } catch let error as APIError {
            return try await req.render("login", tab: "", LoginView(email: email, error: error.message(in: req.errorWords)), status: error.status)
                .adding(error.headers)
        }
    }

    @Sendable static func signUpPage(req: Request) async throws -> Response {
        try await req.render("signup", tab: "", SignUpView())
    }

    /// Creates the account, logs it in and continues with onboarding.
    @Sendable static func signUp(req: Request) async throws -> Response {
        let form = (try? req.content.decode(SignUpForm.self)) ?? SignUpForm()
        var view = SignUpView(email: form.email ?? "", displayName: form.displayName ?? "", timeZone: form.timeZone ?? "UTC")
        do {
            try await Throttle.registration(req).attempt(req.clientSubject)
            var check = FormCheck()
            let email = try check.field { try AccountRules.normalizedEmail(view.email) }
            _ = try check.field { try AccountRules.checkPassword(form.password ?? "") }
            let name = try check.field { try AccountRules.displayName(view.displayName) }
            let zone = try check.field { try AccountRules.timeZone(view.timeZone) }
            try check.finish()
            guard let email, let name, let zone else { return try await req.render("signup", tab: "", view, status: .unprocessableEntity) }
            var preferences = Preferences(displayName: name, timeZone: zone)
            preferences.language = Language.preferred(acceptLanguage: req.headers.first(name: .acceptLanguage))
            let hash = try await req.password.async.hash(form.password ?? "")
            let user = try await CreateAccount(req.useCases)(email: email, passwordHash: hash, preferences: preferences)
            req.auth.login(CurrentUser(account: user, tokenID: nil))
            try await req.renewSession()
            return req.redirect(to: "/onboarding")
        } catch UseCaseError.duplicate(let field) {
            view.errors = [field: Problem(.emailHasAccount).text(in: req.errorWords)]
        } catch let error as APIError where error.status == .tooManyRequests {
            view.errors = ["form": error.message(in: req.errorWords)]
            return try await req.render("signup", tab: "", view, status: error.status).adding(error.headers)
        } catch {
            view.errors = try FieldErrors(error, in: req.errorWords)
        }
        return try await req.render("signup", tab: "", view, status: .unprocessableEntity)
    }

    @Sendable static func logOut(req: Request) async throws -> Response {
        req.auth.logout(CurrentUser.self)
        req.session.destroy()
        return OfflineFeature.clearSiteData(req.redirect(to: "/login"))
    }
}
