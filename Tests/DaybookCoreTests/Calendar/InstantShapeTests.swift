import DaybookCore
import PropertyBased
import Testing

/// The hand-written shape check accepts exactly what the regular expression it replaced accepts.
@Suite struct InstantShapeTests {
    static let pieces = ["2026", "-", "03", "01", "T", "t", " ", ":", "08", "30", "00", ".", "250", "5", "Z", "z", "+", "-",
                         "0100", "01:00", "01", "*", "\u{0663}", "\u{FF11}", "é"]
    static let text = Gen.element(of: pieces).array(of: 0...16).map { $0.compactMap { $0 }.joined() }

    static func regexMatches(_ text: String) -> Bool {
        text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:?[0-9]{2})/) != nil
    }

    @Test func knownTexts() {
        for good in ["2026-03-01T08:30:00Z", "2026-03-01t08:30:00z", "2026-03-01T08:30:00+01:00", "2026-03-01T08:30:00.250Z",
                     "2026-03-01T08:30:00-0430", "2026-03-01T08:30:00.1+01:00"] {
            #expect(InstantShape.matches(good), "\(good)")
        }
        for bad in ["2026-03-01T08:30:00Z*", "2026-03-01T08:30:00", "2026-03-01 08:30:00Z", " 2026-03-01T08:30:00Z", "2026-03-01T08:30Z",
                    "2026-03-01", "2026-03-01T08:30:00.Z", "2026-03-01T08:30:00+1:00", "2026-03-01T08:30:00+01:0", "", "2026-03-01T08:30:00+01::00"] {
            #expect(!InstantShape.matches(bad), "\(bad)")
        }
    }

    @Test func sameAsTheRegularExpression() async {
        await propertyCheck(count: 3_000, input: Self.text) { text in
            #expect(InstantShape.matches(text) == Self.regexMatches(text), "\(text)")
        }
    }
}
