import Foundation
import Testing
@testable import DaybookServer

/// One server per SQLite file, known by the file itself: a second claim is refused whatever name leads
/// to the file (the same path, a symlink, a hard link), and the file may be claimed again once released.
@Suite struct SQLiteServeLockTests {
    @Test func everyNameOfTheFileFindsItClaimed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("daybook.sqlite").path
        let first = try SQLiteServeLock.claim(databaseAt: path)
        let hardLink = folder.appendingPathComponent("other.sqlite").path
        try FileManager.default.linkItem(atPath: path, toPath: hardLink)
        let symlink = folder.appendingPathComponent("link.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: path)
        for name in [path, hardLink, symlink] {
            #expect(throws: ConfigurationError.self, "\(name)") { try SQLiteServeLock.claim(databaseAt: name) }
        }
        first.release()
        try SQLiteServeLock.claim(databaseAt: hardLink).release()
    }
}
