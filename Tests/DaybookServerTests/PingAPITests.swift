import Testing
import Vapor

@Suite struct PingAPITests {
    /// The benchmark's bare route answers without a log-in.
    @Test func pingAnswersOkWithoutALogIn() async throws {
        try await TestServer.with { server in
            let response = try await server.request(.GET, "/ping")
            #expect(response.status == .ok)
            #expect(response.bodyText == "ok")
        }
    }
}
