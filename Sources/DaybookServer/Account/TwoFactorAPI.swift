import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// `/api/v1/me/two-factor`: log-in with a TOTP authenticator as a second factor. Set up with the
/// password (a secret and its QR code, shown once), turned on with the first code (ten recovery codes,
/// shown once; the account's other web sessions end), turned off with the password and a code. Bearer
/// tokens already made keep working; making a new one with the password needs a code too.
enum TwoFactorAPI {
    struct Status: Content {
        var enabled: Bool
        var recoveryCodesLeft: Int?
    }

    struct Password: Content {
        var password: String
    }

    struct Code: Content {
        var code: String
    }

    struct TurnOff: Content {
        var password: String
        /// 6 digits from the authenticator or an unused recovery code; refused (field `code`) when missing.
        var code: String?
    }

    struct Confirmed: Content {
        var enabled: Bool
        /// Shown once: each logs in once in place of a code.
        var recoveryCodes: [String]
    }

    @Sendable static func show(req: Request) async throws -> Status {
        guard case .on(let left) = try await TwoFactorStatus.of(try req.currentUser().person, req.useCases) else {
            return Status(enabled: false)
        }
        return Status(enabled: true, recoveryCodesLeft: left)
    }

    @Sendable static func setUp(req: Request) async throws -> TwoFactorSetup {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: ["password"])
        try await recheck(try req.content.decode(Password.self).password, user, req)
        let secret = try await SetUpTwoFactor(req.useCases, seal: req.application.secretSeal())(for: user.person)
        return try TwoFactorSetup(secret: secret, account: user.account.email, language: user.account.preferences.language)
    }

    @Sendable static func confirm(req: Request) async throws -> Confirmed {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: ["code"])
        let code = try req.content.decode(Code.self).code
        let on = try await ConfirmTwoFactor(req.useCases, seal: req.application.secretSeal())(code: code, for: user.person)
        // A web session that turned it on carries on in the new epoch (the session is stored again with
        // this user's id as the response leaves); every other one has ended.
        try req.accountChanged { $0.sessionEpoch = on.sessionEpoch }
        return Confirmed(enabled: true, recoveryCodes: on.recoveryCodes.map(\.description))
    }

    @Sendable static func turnOff(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: ["password", "code"])
        let input = try req.content.decode(TurnOff.self)
        guard try await Credentials.recheck(input.password, of: user, on: req, codeOwed: true) else {
            throw APIError.invalid("password", .notYourPassword)
        }
        try await SecondFactor.turnOff(code: input.code ?? "", for: user, on: req)
        return .noContent
    }

    private static func recheck(_ password: String, _ user: CurrentUser, _ req: Request) async throws {
        guard try await Credentials.recheck(password, of: user, on: req) else {
            throw APIError.invalid("password", .notYourPassword)
        }
    }
}

/// A new authenticator secret as it is shown once: its text, its `otpauth://` URI and that URI as a QR code.
struct TwoFactorSetup: Content {
    var secret: String
    var uri: String
    /// An SVG image of the QR code (drawn here; nothing leaves the server).
    var qrSvg: String

    init(secret: [UInt8], account: String, language: Language) throws {
        self.secret = Base32.encode(secret)
        uri = TwoFactorRules.provisioningURI(secret: secret, account: account)
        let title = Strings.table(language)["twoFactorQR"] ?? "QR code for your authenticator app"
        qrSvg = try QRCode(encoding: uri).svg(moduleSize: 4, quietZone: 4, title: title)
    }
}
