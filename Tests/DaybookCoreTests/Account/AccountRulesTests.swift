import DaybookCore
import Testing

@Suite struct AccountRulesTests {
    @Test func emailsAreTrimmedAndLowerCased() throws {
        #expect(try AccountRules.normalizedEmail("  Ada@Example.ORG\n") == "ada@example.org")
        for bad in ["", "ada", "ada@", "@example.org", "ada@example", "a da@example.org", "ada@@example.org", "ada@.org", "ada@example.",
                    "ada\u{0}@example.org", "ada\u{7}@example.org"] {
            #expect(throws: ValidationError(field: "email", "must be an email address such as name@example.org"), "\(bad)") {
                try AccountRules.normalizedEmail(bad)
            }
        }
    }

    @Test func passwordsNeedTenCharactersAndFitBcrypt() throws {
        try AccountRules.checkPassword("0123456789")
        #expect(throws: ValidationError.self) { try AccountRules.checkPassword("012345678") }
        try AccountRules.checkPassword(String(repeating: "a", count: 72))
        #expect(throws: ValidationError.self) { try AccountRules.checkPassword(String(repeating: "a", count: 73)) }
        // 36 two-byte characters fill bcrypt's 72 bytes; one more would be silently cut.
        try AccountRules.checkPassword(String(repeating: "ä", count: 36))
        #expect(throws: ValidationError.self) { try AccountRules.checkPassword(String(repeating: "ä", count: 37)) }
    }

    @Test func timeZonesMustBeIANANames() throws {
        #expect(try AccountRules.timeZone("Europe/Berlin") == "Europe/Berlin")
        #expect(try AccountRules.timeZone("UTC") == "UTC")
        #expect(try AccountRules.timeZone("Pacific/Kiritimati") == "Pacific/Kiritimati")
        for bad in ["CET", "Mars/Base", "", "GMT+2"] {
            #expect(throws: ValidationError.self, "\(bad)") { try AccountRules.timeZone(bad) }
        }
    }

    @Test func acceptLanguagePicksTheBestSupportedLanguage() {
        #expect(Language.preferred(acceptLanguage: "de-CH, de;q=0.9, en;q=0.8") == .de)
        // A language Daybook does not speak is passed over.
        #expect(Language.preferred(acceptLanguage: "ja-JP, en;q=0.5, de;q=0.7") == .de)
        #expect(Language.preferred(acceptLanguage: "ja") == .en)
        #expect(Language.preferred(acceptLanguage: "fr-FR, en;q=0.5, de;q=0.7") == .fr)
        #expect(Language.preferred(acceptLanguage: nil) == .en)
    }
}
