import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// Inputs the fuzzers (property tests and libFuzzer, Fuzz/) found crashing or breaking the error
/// contract, kept verbatim so each stays fixed.
@Suite struct FuzzRegressionTests {
    /// Trapped in `Int64(_:)` building the dedupe key of an entry without `_id` (found by `tokenText`).
    @Test func aNightscoutDateBeyondInt64IsALineError() {
        let text = #"[{"type":"sgv","sgv":100,"date":1e300}]"#
        let error = ImportHarness.error(NightscoutImporter(), text: text)
        #expect(error?.line == 1)
        #expect(error?.field == "date")
        for date in ["-1e300", "9223372036854775808", "1e19", "-2209075200001", "32503680000000"] {
            let text = "[{\"type\":\"mbg\",\"mbg\":100,\"date\":\(date)}]"
            #expect(ImportHarness.error(NightscoutImporter(), text: text)?.field == "date", "\(date)")
        }
        // The first and last ms of the years 1900…2999 still read.
        for date in ["-2208988800000", "32503679999999"] {
            let text = "[{\"type\":\"mbg\",\"mbg\":100,\"date\":\(date)}]"
            #expect(ImportHarness.error(NightscoutImporter(), text: text) == nil, "\(date)")
        }
    }

    /// A workout type longer than a journal name escaped as a bare `ValidationError`, no line (found by `tokenElements`).
    @Test func anOverlongWorkoutTypeStillImportsWithAShortenedName() throws {
        let type = "HKWorkoutActivityType" + String(repeating: "Long", count: 40)
        let text = "<HealthData>\n<Workout workoutActivityType=\"\(type)\" duration=\"30\" startDate=\"2024-01-01 08:00:00 +0100\"/>\n</HealthData>\n"
        let tally = try ImportHarness.run(AppleHealthImporter(), text: text)
        guard case .exercise(let session) = tally.items.first?.value else {
            Issue.record("no workout read")
            return
        }
        // 40 words of "Long": 100 characters end on a space, trimmed to 99.
        #expect(session.name.count == 99)
        #expect(session.name.hasPrefix("Long Long"))
        // A type of spaces only is a plain "Workout".
        let blank = try ImportHarness.run(AppleHealthImporter(), text: text.replacingOccurrences(of: type, with: "HKWorkoutActivityType   "))
        guard case .exercise(let other) = blank.items.first?.value else {
            Issue.record("no workout read")
            return
        }
        #expect(other.name == "Workout")
    }

    /// Invalid UTF-8 in an element name trapped inside Foundation's XMLParser (found by `tokenElements`
    /// and `damagedFixture`; the first input below is the one found, the others the same fault shrunk).
    @Test func invalidUTF8InAppleHealthXMLIsALineError() {
        let found: [UInt8] = Array("<HealthData>\n>,<".utf8) + [0xFE, 0xFF] + Array("&unknown;,23:60-1\\,\n1.5</HealthData>type=\"HKCategoryTypeIdentifierMenstrualFlow\",\nnull[],>\n2026-02-30T08:00:00Z2024-02-29,\n</HealthData>\n".utf8)
        let inputs: [[UInt8]] = [
            found,
            Array("<HealthData>\n<a".utf8) + [0xFE] + Array("/></HealthData>".utf8),
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData>\n\n<Record type".utf8) + [0xED, 0xA0, 0x80] + Array("=\"x\"/></HealthData>".utf8),
            Array("<HealthData>\n<Record".utf8) + [0xC3],
        ]
        let lines = [2, 2, 4, 2]
        for (input, line) in zip(inputs, lines) {
            do {
                _ = try ImportHarness.run(AppleHealthImporter(), stream: InputStream(data: Data(input)), context: ImportHarness.context)
                Issue.record("read \(input)")
            } catch let error as ImportError {
                #expect(error.line == line, "\(error)")
                #expect(error.message.contains("UTF-8"), "\(error)")
            } catch {
                Issue.record("\(type(of: error)) \(error)")
            }
        }
        // UTF-8 that is valid, split anywhere by the stream's chunks, still reads.
        let name = "Caf\u{E9} \u{1F3C3}"
        let text = "<HealthData>\n<Workout workoutActivityType=\"\(name)\" duration=\"30\" startDate=\"2024-01-01 08:00:00 +0100\"/>\n</HealthData>\n"
        #expect(ImportHarness.error(AppleHealthImporter(), text: text) == nil)
    }

    /// A second DOCTYPE reached libxml2 unblanked and its ATTLIST crashed Foundation's XMLParser (a null
    /// `strlen`), found by libFuzzer (`FuzzAppleHealth`); the head of the file it found is the first input.
    /// The others hide a DOCTYPE the same way: after a comment or PI naming <HealthData, or behind a `>` in quotes.
    @Test func everyDoctypeInTheHeaderIsBlanked() throws {
        let found = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
            <!ATTLIST HealthData locale CDATA #REQUIRED>
            <!ATTLIST Record
              type          CDATA #REQUIRED
              sourceName    CDATA #REQU" value="HKCatUIRED
              endDate       CDATA #REQUIRED
            >
            ]>
            <HealthData locale="en_DE">
             <Record type="HKCategoryTypeIdentifierMenstrualFlow" sourceName="Health" startDate="2024-01-04 00:00:00 +0100" endDate="2024-01-05 00:00:00 +0100" value="HKCategoryValueMenstrualFlowUnspecified"/>
            </HealthData>

            """
        let attlist = "<!DOCTYPE HealthData [\n<!ATTLIST Record type CDATA \"x\">\n]>\n"
        let record = "<Record type=\"HKCategoryTypeIdentifierMenstrualFlow\" startDate=\"2024-01-04 00:00:00 +0100\" value=\"HKCategoryValueMenstrualFlowLight\"/>"
        // Its first DOCTYPE opens a quote that never closes as libxml2 reads it: refused by line, never a crash.
        // The second it found: a damaged XML declaration, which libxml2 ends at its `>` and reads on.
        let damagedDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"\u{7F}>\n<!DOCTYPE HealthData [\n<!ATTLIST Record type CDATA \"x\">\n]>\n<HealthData/>\n"
        for text in [found, damagedDeclaration] {
            let error = ImportHarness.error(AppleHealthImporter(), text: text)
            #expect(error?.line != nil, "\(String(describing: error))")
        }
        let inputs = [
            "<!-- <HealthData> -->\n" + attlist + "<HealthData>\(record)</HealthData>\n",
            "<?pi <HealthData ?>\n" + attlist + "<HealthData>\(record)</HealthData>\n",
            "<!DOCTYPE HealthData SYSTEM \"a>b\" [\n<!ATTLIST Record type CDATA \"]>\">\n<!-- ]> -->\n]>\n<HealthData>\(record)</HealthData>\n",
        ]
        for input in inputs {
            let tally = try ImportHarness.run(AppleHealthImporter(), text: input)
            #expect(tally.summary.added[.flow] == 1, "\(input)")
        }
    }

    /// A header longer than the 1 MB the DOCTYPE is looked for in is refused rather than read unchecked.
    @Test func anOverlongHeaderIsALineError() {
        let text = "<!--" + String(repeating: "x", count: 1 << 20) + "-->\n<!DOCTYPE HealthData [\n<!ATTLIST Record type CDATA \"x\">\n]>\n<HealthData/>\n"
        let error = ImportHarness.error(AppleHealthImporter(), text: text)
        #expect(error?.line == 1)
        #expect(error?.message.contains("1 MB") == true, "\(String(describing: error))")
    }
}
