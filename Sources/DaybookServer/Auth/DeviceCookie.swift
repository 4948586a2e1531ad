import Crypto
import DaybookApp
import Foundation
import Vapor

/// A browser or client that has logged in to an account before carries this cookie ("device cookies",
/// as OWASP describes them). While strangers guess an account's password from everywhere, its owner's
/// own devices are counted apart and still get in; a device that shows none counts with everybody else.
/// The cookie names nothing: a random id and its MAC under the account's password hash, so it is worth
/// nothing for another account, and a new password ends every earlier one.
enum DeviceCookie {
    static func name(secure: Bool) -> String {
        secure ? "__Host-daybook-device" : "daybook-device"
    }

    /// The device's id when the request carries a cookie made for `account`.
    static func device(of request: Request, for account: Account) -> String? {
        guard let value = request.cookies[name(secure: request.application.daybook.config.secureCookies)]?.string else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 22, parts[1] == Substring(mac(String(parts[0]), account)) else { return nil }
        return String(parts[0])
    }

    /// Gives the request's client a device cookie for `account` (a log-in that succeeded), unless it has one.
    static func issue(for account: Account, on request: Request) {
        guard device(of: request, for: account) == nil else { return }
        let id = Data([UInt8].random(count: 16)).base64URL
        request.storage[Pending.self] = id + "." + mac(id, account)
    }

    private static func mac(_ id: String, _ account: Account) -> String {
        let key = SymmetricKey(data: Data(account.passwordHash.utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data("daybook-device|\(account.id.uuidString)|\(id)".utf8), using: key)
        return Data(code).prefix(16).base64URL
    }

    private struct Pending: StorageKey {
        typealias Value = String
    }

    /// Sets the cookie a log-in in this request issued, whatever answers it (the tokens API, the log-in page).
    struct Middleware: AsyncMiddleware {
        func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
            let response = try await next.respond(to: request)
            if let value = request.storage[Pending.self] {
                let secure = request.application.daybook.config.secureCookies
                response.cookies[name(secure: secure)] = HTTPCookies.Value(
                    string: value, maxAge: 400 * 24 * 60 * 60, path: "/", isSecure: secure, isHTTPOnly: true, sameSite: .strict)
            }
            return response
        }
    }
}

private extension Data {
    var base64URL: String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
