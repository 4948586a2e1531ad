import DaybookCore
import Vapor

/// The web app's pages. Sign-in uses the session stored in the database.
enum WebRoutes {
    static func register(_ app: Application) throws {
        let web = app.grouped(UserSessionAuthenticator())
        web.get(use: home)
        web.get("login", use: loginPage)
        web.post("login", use: logIn)
        web.post("logout", use: logOut)
        web.get("cycle", use: CyclePage.show)
    }

    struct LoginPage: Encodable {
        var email = ""
        var error: String?
    }

    struct HomePage: Encodable {
        var displayName: String
    }

    @Sendable static func home(req: Request) async throws -> Response {
        guard let user = req.auth.get(CurrentUser.self) else { return req.redirect(to: "/login") }
        return try await req.view.render("home", HomePage(displayName: user.record.displayName)).encodeResponse(for: req)
    }

    @Sendable static func loginPage(req: Request) async throws -> View {
        try await req.view.render("login", LoginPage())
    }

    struct LoginForm: Content {
        var email: String?
        var password: String?
    }

    @Sendable static func logIn(req: Request) async throws -> Response {
        let form = (try? req.content.decode(LoginForm.self)) ?? LoginForm()
        let email = form.email ?? ""
        do {
            let user = try await Credentials.verify(email: email, password: form.password ?? "", on: req)
            req.auth.login(CurrentUser(record: user, id: try user.requireID(), tokenID: nil))
            return req.redirect(to: "/")
        } catch let error as APIError {
            let response = try await req.view.render("login", LoginPage(email: email, error: error.message))
                .encodeResponse(status: error.status, for: req)
            return response
        }
    }

    @Sendable static func logOut(req: Request) async throws -> Response {
        req.auth.logout(CurrentUser.self)
        req.session.destroy()
        return req.redirect(to: "/login")
    }
}
