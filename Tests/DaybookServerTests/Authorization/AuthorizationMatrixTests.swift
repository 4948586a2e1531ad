import DaybookCore
import Foundation
import Testing
import Vapor

/// Walks the real route table and asks every route, as every kind of caller, what
/// `AuthorizationMatrix` says it must answer. Anonymous: 401 (pages: to the log-in). Another user:
/// 404 for a row, only their own in a list. A grantee: the granted category's reads, 403 on its
/// writes, 404 for everything else. The owner: 2xx.
@Suite struct AuthorizationMatrixTests {
    @Test func everyRouteIsInTheMatrix() async throws {
        try await TestServer.with { server in
            let routes = server.app.routes.all.map { "\($0.method.rawValue) /\($0.path.string)" }
            let table = Dictionary(grouping: AuthorizationMatrix.rules, by: \.route)
            for route in routes where table[route] == nil {
                Issue.record("\(route) is not in AuthorizationMatrix: say who may call it")
            }
            for (route, rules) in table {
                #expect(routes.contains(route), "AuthorizationMatrix names \(route), which the route table does not have")
                #expect(rules.count == 1, "AuthorizationMatrix names \(route) \(rules.count) times")
            }
        }
    }

    @Test func everyRouteAnswersEachCallerAsTheMatrixSays() async throws {
        // Many callers sign up from one address, and routes that end sessions run on fresh accounts;
        // every Nightscout route is tried with another person's secret from that address.
        try await TestServer.with(configure: {
            $0.registrationThrottle.limit = 1_000
            $0.nightscoutThrottle.limit = 10_000
        }) { server in
            let callers = try await MatrixCallers.make(server)
            let journal = try await OwnerJournal.log(server, ada: callers.ada)
            let check = MatrixCheck(server: server, callers: callers, journal: journal)
            // Everyone but the owner first: none of it may change anything of Ada's.
            for rule in AuthorizationMatrix.rules {
                try await check.others(rule)
            }
            for rule in AuthorizationMatrix.rules where rule.pattern.contains(":") && !rule.streams {
                try await check.malformedParameters(rule)
            }
            for rule in AuthorizationMatrix.rules.sorted(by: { $0.phase < $1.phase }) {
                try await check.owner(rule)
            }
        }
    }
}

/// The checks of one rule, with the server, the callers and Ada's journal at hand.
struct MatrixCheck {
    let server: TestServer
    let callers: MatrixCallers
    let journal: OwnerJournal

    func send(_ rule: RouteRule, as caller: Caller, path: String? = nil, ownerQuery: Bool = false) async throws -> ClientResponse {
        let path = path ?? rule.path(journal, owner: ownerQuery ? callers.adaID : nil)
        return try await server.send(rule.method, path, as: caller, body: rule.body(journal))
    }

    /// `status`, and no text of Ada's unless the caller may see it.
    func expect(_ response: ClientResponse, _ status: HTTPStatus, _ rule: RouteRule, _ caller: Caller, mayShowAda: Bool = false) {
        #expect(response.status == status, "\(rule.route) as \(caller.name): \(response.status.code), not \(status.code): \(response.bodyText.prefix(300))")
        guard !mayShowAda else { return }
        for secret in journal.secrets where response.bodyText.contains(secret) {
            Issue.record("\(rule.route) as \(caller.name) shows Ada's \(secret)")
        }
    }

    // MARK: Everyone but the owner

    func others(_ rule: RouteRule) async throws {
        switch rule.access {
        case .open:
            return
        case .secret:
            try await secret(rule)
            return
        default:
            break
        }
        try await anonymous(rule)
        guard !rule.streams else { return }
        let strangers = [callers.carol, callers.everything]
        switch rule.access {
        case .open, .secret:
            break
        case .own:
            // Everyone has an account of their own; one that names Ada's shows nothing of hers.
            guard rule.isRead else {
                if !rule.isPage { expect(try await send(rule, as: callers.everything, ownerQuery: true), .forbidden, rule, callers.everything) }
                return
            }
            // Pages show the caller's own whatever the query says; the API does not pretend: 404.
            for caller in strangers {
                let response = try await send(rule, as: caller, ownerQuery: true)
                if rule.isPage {
                    #expect(response.status == .ok, "\(rule.route) as \(caller.name): \(response.status)")
                    expect(response, response.status, rule, caller)
                } else {
                    expect(response, .notFound, rule, caller)
                }
            }
        case .ownRow:
            for caller in strangers { expect(try await send(rule, as: caller), .notFound, rule, caller) }
        case let .shared(category):
            guard rule.isRead else {
                for caller in [callers.carol, try grantee(callers.only, category), try grantee(callers.allBut, category)] {
                    expect(try await send(rule, as: caller, ownerQuery: true), .forbidden, rule, caller)
                }
                return
            }
            expect(try await send(rule, as: callers.carol, ownerQuery: true), .notFound, rule, callers.carol)
            let without = try grantee(callers.allBut, category)
            expect(try await send(rule, as: without, ownerQuery: true), .notFound, rule, without)
            try await readsAdas(rule, as: try grantee(callers.only, category), ownerQuery: true)
        case let .sharedRow(category):
            expect(try await send(rule, as: callers.carol), .notFound, rule, callers.carol)
            let without = try grantee(callers.allBut, category)
            expect(try await send(rule, as: without), .notFound, rule, without)
            let with = try grantee(callers.only, category)
            if rule.isRead {
                try await readsAdas(rule, as: with, ownerQuery: false)
            } else {
                expect(try await send(rule, as: with), .forbidden, rule, with)
            }
        case let .sharedParts(parts, otherwise):
            expect(try await send(rule, as: callers.carol, ownerQuery: true), .notFound, rule, callers.carol)
            for category in ShareCategory.allCases {
                let caller = try grantee(callers.only, category)
                let response = try await send(rule, as: caller, ownerQuery: true)
                let shown = parts[category]
                #expect(response.status == (shown == nil ? otherwise : .ok), "\(rule.route) as \(caller.name): \(response.status)")
                if let shown { #expect(response.bodyText.contains(shown), "\(rule.route) as \(caller.name) lacks \(shown)") }
                for (other, marker) in parts where other != category && marker != shown && response.bodyText.contains(marker) {
                    Issue.record("\(rule.route) as \(caller.name) shows \(other)'s \(marker)")
                }
            }
        }
    }

    func anonymous(_ rule: RouteRule) async throws {
        let response = try await send(rule, as: callers.anonymous)
        if rule.isPage {
            expect(response, .seeOther, rule, callers.anonymous)
            #expect(response.headers.first(name: .location) == "/login", "\(rule.route) anonymous goes to \(response.headers.first(name: .location) ?? "nowhere")")
        } else {
            expect(response, .unauthorized, rule, callers.anonymous)
        }
    }

    /// A grantee's read answers what Ada's own read of the same route answers.
    func readsAdas(_ rule: RouteRule, as grantee: Caller, ownerQuery: Bool) async throws {
        let response = try await send(rule, as: grantee, ownerQuery: ownerQuery)
        expect(response, .ok, rule, grantee, mayShowAda: true)
        if let marker = rule.marker(journal) {
            #expect(response.bodyText.contains(marker), "\(rule.route) as \(grantee.name) lacks Ada's \(marker)")
        }
        if !rule.isPage {
            let adas = try await send(rule, as: callers.ada)
            #expect(response.bodyText == adas.bodyText, "\(rule.route) as \(grantee.name) differs from Ada's own: \(response.bodyText.prefix(300)) / \(adas.bodyText.prefix(300))")
        }
    }

    /// Without the secret, with another account's, and with Ada's.
    func secret(_ rule: RouteRule) async throws {
        if rule.pattern.hasPrefix("/feeds/") {
            let wrong = try await server.send(.GET, "/feeds/\(UUID().uuidString).ics", as: callers.anonymous)
            expect(wrong, .notFound, rule, callers.anonymous)
            let right = try await server.send(.GET, rule.path(journal), as: callers.anonymous)
            expect(right, .ok, rule, callers.anonymous, mayShowAda: true)
            #expect(right.bodyText.contains("BEGIN:VCALENDAR"))
            return
        }
        let path = rule.path(journal)
        if rule.pattern.contains("/authorization/request/") {
            // The credential is the path's access token: a made-up one gets nothing, Ada's gets a JWT and no data.
            let made = path.replacingOccurrences(of: journal.parameters["accessToken"] ?? "", with: "watch-000000000000000000000000")
            expect(try await server.send(.GET, made, as: callers.anonymous), .unauthorized, rule, callers.anonymous)
            expect(try await server.send(.GET, path, as: callers.anonymous), .ok, rule, callers.anonymous)
            return
        }
        // At the root there is no handle: Carol's secret opens Carol's own endpoint, never Ada's data.
        let rooted = !rule.pattern.hasPrefix("/nightscout/")
        let body = rule.body(journal).flatMap { if case let .raw(text) = $0 { text } else { nil } } ?? (rule.method == .GET ? nil : "[]")
        for (name, secret) in [("no secret", nil), ("Carol's secret", callers.carolsNightscoutSecret)] as [(String, String?)] {
            var headers = HTTPHeaders()
            if let secret { headers.replaceOrAdd(name: "api-secret", value: NightscoutClient.sha1(secret)) }
            let response = try await server.request(rule.method, path, body: body, headers: headers)
            if rooted, secret != nil {
                #expect(response.status.code < 500 && response.status != .unauthorized, "\(rule.route) with \(name): \(response.status)")
            } else {
                #expect(response.status == .unauthorized, "\(rule.route) with \(name): \(response.status)")
            }
            #expect(!journal.secrets.contains { response.bodyText.contains($0) }, "\(rule.route) with \(name) shows Ada's data")
        }
        guard rule.method == .GET else { return }
        var headers: HTTPHeaders = ["api-secret": NightscoutClient.sha1(journal.nightscoutSecret)]
        for (name, value) in rule.headers { headers.replaceOrAdd(name: name, value: value) }
        let response = try await server.request(.GET, path, headers: headers)
        #expect(response.status == .ok, "\(rule.route) with Ada's secret: \(response.status) \(response.bodyText.prefix(300))")
    }

    private func grantee(_ callers: [ShareCategory: Caller], _ category: ShareCategory) throws -> Caller {
        try #require(callers[category])
    }

    // MARK: The owner

    /// Each path parameter in turn made nonsense, sent as Ada: a 4xx, never a 5xx or a 2xx.
    func malformedParameters(_ rule: RouteRule) async throws {
        let parts = rule.path(journal).split(separator: "?", maxSplits: 1)
        let filled = parts[0].split(separator: "/", omittingEmptySubsequences: false)
        let pattern = rule.pattern.split(separator: "/", omittingEmptySubsequences: false)
        var headers = HTTPHeaders()
        if rule.pattern.hasPrefix("/nightscout/") { headers.replaceOrAdd(name: "api-secret", value: NightscoutClient.sha1(journal.nightscoutSecret)) }
        // Nightscout reads `entries/{spec}` as a filter: one matching nothing is an empty 200, as in Nightscout.
        for (index, part) in pattern.enumerated() where part.hasPrefix(":") && part != ":spec" {
            var broken = filled.map(String.init)
            broken[index] = "not%20a%20" + part.dropFirst()
            let path = broken.joined(separator: "/") + (parts.count > 1 ? "?" + parts[1] : "")
            let response: ClientResponse
            if case .secret = rule.access {
                response = try await server.request(rule.method, path, body: rule.method == .GET ? nil : "[]", headers: headers)
            } else {
                response = try await server.send(rule.method, path, as: callers.ada, body: rule.body(journal))
            }
            #expect((400..<500).contains(response.status.code), "\(rule.route) with \(part) = \(broken[index]): \(response.status) \(response.bodyText.prefix(200))")
        }
    }

    func owner(_ rule: RouteRule) async throws {
        switch rule.access {
        case .open, .secret: return // no owner: checked above
        default: break
        }
        switch rule.ownerCheck {
        case .skip:
            return
        case let .freshAccount(status):
            let fresh = try await Caller.signUp(server, "Fresh", "fresh-\(UUID().uuidString.prefix(8).lowercased())@example.org")
            let response = try await send(rule, as: fresh)
            #expect(response.status == status, "\(rule.route) on a fresh account: \(response.status) \(response.bodyText.prefix(300))")
        case let .expect(status, _):
            let response = try await send(rule, as: callers.ada)
            #expect(response.status == status, "\(rule.route) as Ada: \(response.status.code), not \(status.code): \(response.bodyText.prefix(300))")
            if rule.isPage, response.status == .seeOther {
                #expect(response.headers.first(name: .location) != "/login", "\(rule.route) sent Ada to the log-in")
            }
            if let marker = rule.marker(journal) {
                #expect(response.bodyText.contains(marker), "\(rule.route) as Ada lacks \(marker)")
            }
        }
    }
}
