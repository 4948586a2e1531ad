import DaybookBootstrap
import DaybookServer
import DaybookStore
import Testing

/// How `daybook serve` is set up from its command line and environment.
@Suite struct ServeSettingsTests {
    @Test func serveLogsNoticesUnlessALevelIsChosen() {
        #expect(ServeLogLevel.arguments(["daybook", "serve", "--auto-migrate"], logLevelVariable: nil)
            == ["daybook", "serve", "--auto-migrate", "--log", "notice"])
        #expect(ServeLogLevel.arguments(["daybook", "serve", "--log", "info"], logLevelVariable: nil) == ["daybook", "serve", "--log", "info"])
        #expect(ServeLogLevel.arguments(["daybook", "serve", "--log=debug"], logLevelVariable: nil) == ["daybook", "serve", "--log=debug"])
        #expect(ServeLogLevel.arguments(["daybook", "serve"], logLevelVariable: "info") == ["daybook", "serve"])
        #expect(ServeLogLevel.arguments(["daybook", "serve"], logLevelVariable: "") == ["daybook", "serve", "--log", "notice"])
        // Other commands keep Vapor's defaults.
        #expect(ServeLogLevel.arguments(["daybook", "migrate"], logLevelVariable: nil) == ["daybook", "migrate"])
    }

    @Test func sqliteCommitsDoNotWaitForTheDiskUnlessAskedTo() throws {
        #expect(try DatabaseSettings.fromEnvironment([:]).sqliteSynchronous == .normal)
        #expect(try DatabaseSettings.fromEnvironment(["DAYBOOK_SQLITE_SYNCHRONOUS": "FULL"]).sqliteSynchronous == .full)
        #expect(try DatabaseSettings.fromEnvironment(["DAYBOOK_SQLITE_SYNCHRONOUS": "normal"]).sqliteSynchronous == .normal)
        #expect(throws: ConfigurationError.self) { try DatabaseSettings.fromEnvironment(["DAYBOOK_SQLITE_SYNCHRONOUS": "off"]) }
    }
}
