import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Every answer carries the browser-side protections: a CSP without inline code, no framing, no
/// MIME sniffing, no full URLs to other sites.
@Suite struct SecurityHeadersTests {
    @Test func pagesFilesAndTheAPICarryTheSecurityHeaders() async throws {
        try await TestServer.with { server in
            for path in ["/login", "/css/app.css", "/api/v1/me", "/health"] {
                let response = try await server.request(.GET, path)
                let csp = response.headers.first(name: "Content-Security-Policy") ?? ""
                #expect(csp.contains("script-src 'self'"), "\(path)")
                #expect(!csp.contains("unsafe-inline"), "\(path)")
                #expect(csp.contains("frame-ancestors 'none'"), "\(path)")
                #expect(response.headers.first(name: "X-Content-Type-Options") == "nosniff", "\(path)")
                #expect(response.headers.first(name: "Referrer-Policy") == "same-origin", "\(path)")
            }
            // No page needs inline script: every <script> has a src.
            let page = try await server.request(.GET, "/signup").bodyText
            #expect(page.contains("<script src=\"/js/app.js\""))
            #expect(!page.contains("<script>"))
            #expect(!page.contains("style=\""))
        }
    }
}
