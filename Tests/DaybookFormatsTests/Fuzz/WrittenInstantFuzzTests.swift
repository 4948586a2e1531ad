import DaybookCore
@testable import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// The hand-written instant parser every importer shares, under random and nearly valid text.
@Suite struct WrittenInstantFuzzTests {
    static let pieces = ["2024", "-", "01", "02", "29", "30", "31", "13", "00", "T", " ", ":", "08", "23", "24", "59", "60", "61",
                         ".", "123", "Z", "+", "-", "0100", "01:00", "99", "9", "\u{0663}", "\u{FF11}"]
    static let text = Gen.element(of: pieces).array(of: 0...14).map { $0.compactMap { $0 }.joined() }

    @Test func anyTextParsesToAFiniteInstantOrNil() async {
        await propertyCheck(count: 3_000, input: Self.text) { text in
            guard let written = WrittenInstant.parse(text) else { return }
            #expect(written.secondsOfDay >= 0 && written.secondsOfDay < 86_402, "\(text)")
            #expect(written.instant(in: ImportHarness.berlin).timeIntervalSince1970.isFinite, "\(text)")
            #expect(abs(written.offset ?? 0) < 86_400, "\(text)")
        }
    }

    @Test func damagedTimestampsParseOrAreNil() async {
        let valid = Array("2024-01-01T08:00:00.123+01:00".utf8)
        await propertyCheck(count: 3_000, input: ByteMutation.edits) { edits in
            let text = String(decoding: ByteMutation.applying(edits, to: valid), as: UTF8.self)
            if let written = WrittenInstant.parse(text) {
                #expect(written.instant(in: ImportHarness.berlin).timeIntervalSince1970.isFinite, "\(text)")
            }
        }
    }
}
