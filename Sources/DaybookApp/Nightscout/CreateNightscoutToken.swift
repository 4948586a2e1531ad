import DaybookCore
import DaybookFormats
import Foundation

/// Makes a Nightscout access token with a role. The token is made here and shown once; only its
/// digest is kept. Its shape is Nightscout's (`name-` and random hex), which clients expect.
public struct CreateNightscoutToken: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public struct Made: Sendable {
        public let saved: NightscoutToken
        /// The token itself: shown this once.
        public let token: String
    }

    public func callAsFunction(name: String, role: NightscoutRole, for person: Person) async throws -> Made {
        let name = try NightscoutRole.checkName(name)
        let token = Self.newToken(named: name)
        return try await context.commit(person.id) { db in
            let saved = try await db.nightscoutTokens(of: person.id).create(name: name, role: role, token: token)
            return (Made(saved: saved, token: token), [])
        }
    }

    /// "aaps-" and 24 hex digits (96 random bits): the name's letters help the person tell tokens apart.
    static func newToken(named name: String) -> String {
        let slug = String(name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(12))
        var generator = SystemRandomNumberGenerator()
        let random = (0..<12).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
        return (slug.isEmpty ? "token" : slug) + "-" + random
    }
}
