// Identifier calculation of nightscout/cgm-remote-monitor lib/api3/shared/operationTools.js, checked with
// the identifiers of lib/api3/doc/tutorial.md; SHA-1 against the FIPS 180 examples.
import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutV3IdentifierTests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    @Test func sha1MatchesTheFIPSExamples() {
        #expect(hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(SHA1.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
            == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(SHA1.digest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
            == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func sha1PadsMessagesAtTheBlockBoundaries() {
        // 55 bytes fit one block with the length, 56 need a second one.
        #expect(hex(SHA1.digest([UInt8](repeating: UInt8(ascii: "a"), count: 55))) == "c1c8bbdc22796e28c0e15163d20899b65621d65a")
        #expect(hex(SHA1.digest([UInt8](repeating: UInt8(ascii: "a"), count: 56))) == "c2db330f6083854c99d4b5bfb6e8f29f201be699")
        #expect(hex(SHA1.digest([UInt8](repeating: UInt8(ascii: "a"), count: 64))) == "0098ba824b5c16427bd7a1122a5a442a25ec644d")
    }

    @Test func version5UUIDsMatchRFC4122() throws {
        // The DNS namespace of RFC 4122 appendix C, and python.org as Python's uuid5 names it.
        let dns = try #require(UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        let bytes = withUnsafeBytes(of: dns.uuid) { Array($0) }
        #expect(NameBasedUUID.version5(namespace: bytes, name: "python.org").uuidString.lowercased()
            == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
    }

    @Test func theTutorialsIdentifiersComeOutTheSame() {
        let device: NightscoutJSON = .string("Samsung XCover 4-861536030196001")
        #expect(NightscoutV3Identifier.calculate(for: [
            "date": .integer(1_564_591_511_232), "app": .string("AndroidAPS"), "device": device,
            "eventType": .string("Correction Bolus"), "insulin": .number(0.3),
        ]) == "95e1a6e3-1146-5d6a-a3f1-41567cae0895")
        #expect(NightscoutV3Identifier.calculate(for: [
            "date": .integer(1_564_592_545_299), "device": device, "eventType": .string("Snack Bolus"), "carbs": .integer(10),
        ]) == "267c43c2-f629-5191-a542-4f410c69e486")
    }

    @Test func aMissingDeviceIsWrittenAsJavaScriptWritesIt() {
        // `doc.device + '_' + doc.date` with no device; no eventType adds nothing.
        #expect(NightscoutV3Identifier.calculate(for: ["date": .integer(1_560_146_828_576)])
            == "e7116440-80e3-5bd4-b34f-242202e63ca6")
        #expect(NightscoutV3Identifier.calculate(for: ["date": .integer(1_560_146_828_576), "eventType": .string("")])
            == "e7116440-80e3-5bd4-b34f-242202e63ca6")
    }
}
