import DaybookCore
import Foundation
import Testing
import Vapor

/// Everyone the matrix sends requests as: nobody, the owner Ada, Carol without any grant, and
/// grantees of Ada's who hold exactly one category, every category but one, or all of them.
struct MatrixCallers {
    let anonymous: Caller
    let ada: Caller
    let carol: Caller
    let only: [ShareCategory: Caller]
    let allBut: [ShareCategory: Caller]
    let everything: Caller
    /// Carol's Nightscout secret: a real secret, of the wrong account.
    let carolsNightscoutSecret: String

    var adaID: String { ada.id ?? "" }

    static func make(_ server: TestServer) async throws -> MatrixCallers {
        let ada = try await Caller.signUp(server, "Ada", "ada@example.org")
        let carol = try await Caller.signUp(server, "Carol", "carol@example.org")
        var only: [ShareCategory: Caller] = [:]
        var allBut: [ShareCategory: Caller] = [:]
        for category in ShareCategory.allCases {
            only[category] = try await grantee(server, ada, "only-\(category)", [category])
            allBut[category] = try await grantee(server, ada, "all-but-\(category)", ShareCategory.allCases.filter { $0 != category })
        }
        let everything = try await grantee(server, ada, "everything", ShareCategory.allCases)
        let carols = try await NightscoutClient.of(server, token: try #require(carol.token))
        return MatrixCallers(anonymous: try await .anonymous(server), ada: ada, carol: carol, only: only, allBut: allBut,
                             everything: everything, carolsNightscoutSecret: carols.secret)
    }

    private static func grantee(_ server: TestServer, _ ada: Caller, _ name: String, _ categories: [ShareCategory]) async throws -> Caller {
        let caller = try await Caller.signUp(server, name, "\(name)@example.org")
        _ = try await server.share(try #require(ada.token), with: "\(name)@example.org", categories.map(\.rawValue),
                                   acceptedBy: try #require(caller.token))
        return caller
    }
}
