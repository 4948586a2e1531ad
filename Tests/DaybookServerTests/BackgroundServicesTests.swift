import DaybookBootstrap
import DaybookServer
import Foundation
import Testing
import Vapor

@Suite struct BackgroundServicesTests {
    /// What `daybook --help` does: configure, boot, shut down, and no command in between. That
    /// creates no database file, so nothing ran against one (no migration, no service, no lease).
    @Test func aConfiguredApplicationThatRunsNoCommandLeavesNoDatabaseBehind() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = AppConfig()
        config.bcryptCost = 4
        let app = try await Application.make(.testing)
        do {
            try await Composition.configure(app, config: config, sqliteFile: folder.appendingPathComponent("daybook.sqlite").path)
            try await app.asyncBoot()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
