import DaybookApp
import DaybookCore
import Vapor

/// Two-factor log-in in Settings: set up with the password (a QR code for the authenticator app and
/// the secret as text), turned on with its first code (then the ten recovery codes, shown once; the
/// account's other web sessions end), turned off with the password and a code.
enum TwoFactorSettings {
    /// Turning it off: the password, and a code from the app or a recovery code.
    static let turnOffFields = [
        FieldSpec(name: "password", labelKey: "password", control: .password),
        FieldSpec(name: "code", labelKey: "twoFactorOffCode", control: .text),
    ]

    struct View: Encodable {
        /// While setting up: the QR code (SVG drawn here), the secret for typing by hand, the code form.
        var qrSvg: String?
        var secret: String?
        var error: String?
        /// Once turned on: the recovery codes, this once.
        var recoveryCodes: [String]?
    }

    @Sendable static func setUp(req: Request) async throws -> Response {
        try await SettingsPage.handle(req, key: "twoFactor") { user, form in
            guard try await Credentials.recheck(form["password"] ?? "", of: user, on: req) else {
                throw ValidationError(field: "password", .notYourPassword)
            }
            let secret = try await SetUpTwoFactor(req.useCases, seal: req.application.secretSeal())(for: user.person)
            return try await render(req, setup: try TwoFactorSetup(secret: secret, account: user.account.email,
                                                                   language: user.account.preferences.language))
        }
    }

    @Sendable static func confirm(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let code = (try? req.content.get(String.self, at: "code")) ?? ""
        do {
            let on = try await ConfirmTwoFactor(req.useCases, seal: req.application.secretSeal())(code: code, for: user.person)
            // This session carries on in the new epoch; every other one has ended.
            try req.accountChanged { $0.sessionEpoch = on.sessionEpoch }
            return try await req.render("two-factor", tab: "settings", View(recoveryCodes: on.recoveryCodes.map(\.description)))
        } catch let error as ValidationError {
            // The waiting setup's secret is shown again beside the message.
            guard case .awaitingConfirmation(let sealed) = try await TwoFactorStatus.of(user.person, req.useCases) else {
                return req.redirect(to: "/settings#two-factor")
            }
            let secret = try req.application.secretSeal().open(sealed)
            let setup = try TwoFactorSetup(secret: secret, account: user.account.email, language: user.account.preferences.language)
            return try await render(req, setup: setup, error: error.problem.text(in: req.errorWords), status: .unprocessableEntity)
        }
    }

    @Sendable static func turnOff(req: Request) async throws -> Response {
        try await SettingsPage.handle(req, key: "twoFactor") { user, form in
            guard try await Credentials.recheck(form["password"] ?? "", of: user, on: req, codeOwed: true) else {
                throw ValidationError(field: "password", .notYourPassword)
            }
            do {
                try await SecondFactor.turnOff(code: form["code"] ?? "", for: user, on: req)
            } catch let error as ValidationError where error.field == "code" {
                // Turning off takes a recovery code too: say so, not only "the code".
                throw ValidationError(field: "code", .authenticatorCodeRefused)
            }
            return req.redirect(to: "/settings?saved=1#two-factor")
        }
    }

    private static func render(_ req: Request, setup: TwoFactorSetup, error: String? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let grouped = stride(from: 0, to: setup.secret.count, by: 4).map { start -> String in
            let from = setup.secret.index(setup.secret.startIndex, offsetBy: start)
            return String(setup.secret[from..<setup.secret.index(from, offsetBy: min(4, setup.secret.count - start))])
        }.joined(separator: " ")
        return try await req.render("two-factor", tab: "settings", View(qrSvg: setup.qrSvg, secret: grouped, error: error), status: status)
    }
}
