import Testing
@testable import DaybookServer

/// Links the web app draws from stored data stay on the site, however a browser would read them.
@Suite struct SameSitePathTests {
    @Test func pathsOfThisSitePass() {
        for path in ["/", "/timelines", "/timelines/runs/5C1B?x=1#top", "/%2F%2Fevil.example", "/day/2026-01-02"] {
            #expect(SameSitePath.check(path) == path)
        }
    }

    @Test func anythingABrowserWouldTakeElsewhereIsRefused() {
        for link in ["//evil.example", "///evil.example", "/\\evil.example", "\\\\evil.example", "/\t/evil.example",
                     "/\n/evil.example", "/\r/evil.example", " /x", "/ /x", "https://evil.example/", "https:evil.example",
                     "javascript:alert(1)", "evil.example", "", "/x\u{0}", "/x\u{7F}", "/x\u{85}"] {
            #expect(SameSitePath.check(link) == nil, "\(link)")
        }
    }

    @Test func theInboxLinksOnlyToPagesOfThisSite() {
        #expect(NotificationsPage.webLink("/api/v1/timelines/runs/42") == "/timelines/runs/42")
        #expect(NotificationsPage.webLink("/api/v1/reminders/7") == "/reminders")
        #expect(NotificationsPage.webLink("/api/v1/export") == nil)
        #expect(NotificationsPage.webLink("/\\evil.example") == nil)
        #expect(NotificationsPage.webLink("/\t/evil.example") == nil)
    }
}
