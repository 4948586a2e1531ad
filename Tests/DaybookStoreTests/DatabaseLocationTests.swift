import DaybookStore
import Testing

@Suite struct DatabaseLocationTests {
    @Test func unsetMeansTheDefaultSQLiteFile() throws {
        #expect(try DatabaseLocation(url: nil) == .sqliteFile(path: "daybook.sqlite"))
        #expect(try DatabaseLocation(url: "") == .sqliteFile(path: "daybook.sqlite"))
    }

    @Test func sqliteAndPostgresURLsAreRecognised() throws {
        #expect(try DatabaseLocation(url: "sqlite:/var/lib/daybook/db.sqlite") == .sqliteFile(path: "/var/lib/daybook/db.sqlite"))
        #expect(try DatabaseLocation(url: "sqlite:///tmp/x.sqlite") == .sqliteFile(path: "/tmp/x.sqlite"))
        #expect(try DatabaseLocation(url: "sqlite::memory:") == .sqliteMemory)
        #expect(try DatabaseLocation(url: "postgres://u:p@localhost/db") == .postgres(url: "postgres://u:p@localhost/db"))
    }

    @Test func anUnknownSchemeIsRefusedAndThePasswordNeverPrinted() throws {
        #expect(throws: StoreError.self) { try DatabaseLocation(url: "mysql://x") }
        let location = try DatabaseLocation(url: "postgres://daybook:s3cret@db.internal:5432/daybook")
        #expect(!location.description.contains("s3cret"))
    }
}
