import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// Apple Health XML in any encoding but UTF-8 is refused before libxml2 reads it: in UTF-16 or UTF-32
/// (no byte-order mark, so every byte is below 0x80) or under a declared UTF-7, a DOCTYPE got past the
/// blanking and its ATTLIST crashed Foundation's XMLParser, taking the server down; its internal
/// entities were expanded too.
@Suite struct AppleHealthEncodingTests {
    static let attack = """
        <?xml version="1.0"?>
        <!DOCTYPE HealthData [
        <!ENTITY x "HKCategoryTypeIdentifierMenstrualFlow">
        <!ATTLIST Record type CDATA #REQUIRED sourceName CDATA #IMPLIED>
        ]>
        <HealthData locale="en_DE">
         <Record type="&x;" startDate="2024-01-04 00:00:00 +0100" value="HKCategoryValueMenstrualFlowLight"/>
        </HealthData>

        """

    static func bytes(_ text: String, _ encoding: String.Encoding) -> [UInt8] {
        Array(text.data(using: encoding) ?? Data())
    }

    static func error(_ bytes: [UInt8]) -> ImportError? {
        do {
            _ = try ImportHarness.run(AppleHealthImporter(), stream: InputStream(data: Data(bytes)), context: ImportHarness.context)
            return nil
        } catch let error as ImportError {
            return error
        } catch {
            return ImportError(line: nil, field: nil, .untranslated, ["text": "unexpected \(error)"])
        }
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func wideTextWithoutAByteOrderMarkIsRefusedAtItsFirstLine(_ encoding: String.Encoding) {
        let input = Self.bytes(Self.attack, encoding)
        #expect(!input.isEmpty)
        let error = Self.error(input)
        #expect(error?.line == 1, "\(String(describing: error))")
        #expect(error?.message.contains("NUL") == true, "\(String(describing: error))")
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func wideTextWithAByteOrderMarkIsRefused(_ encoding: String.Encoding) {
        let marks: [String.Encoding: [UInt8]] = [
            .utf16LittleEndian: [0xFF, 0xFE], .utf16BigEndian: [0xFE, 0xFF],
            .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00], .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF],
        ]
        let input = (marks[encoding] ?? []) + Self.bytes(Self.attack, encoding)
        let error = Self.error(input)
        #expect(error?.line == 1, "\(String(describing: error))")
        #expect(error?.message.contains("UTF-8") == true, "\(String(describing: error))")
    }

    /// In UTF-7, `+ADw-` is `<`: every byte is plain ASCII and valid UTF-8.
    @Test func aDeclaredForeignEncodingIsRefused() {
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-!DOCTYPE HealthData +AFs-\n+ADw-!ATTLIST Record type CDATA +ACI-x+ACI-+AD4-\n+AF0-+AD4-\n<HealthData/>\n"
        let declarations = [
            utf7,
            "<?xml version='1.0' encoding='ISO-8859-1'?>\n<HealthData/>\n",
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<HealthData/>\n",
            // A damaged declaration, which libxml2 ends at its `>`, still names its encoding.
            "<?xml version=\"1.0\" encoding=\"UTF-7\">\n<HealthData/>\n",
            "<?xml version=\"1.0\" encoding=UTF-7?>\n<HealthData/>\n",
        ]
        for text in declarations {
            let error = ImportHarness.error(AppleHealthImporter(), text: text)
            #expect(error?.line == 1, "\(text): \(String(describing: error))")
            #expect(error?.message.contains("encoding") == true, "\(text): \(String(describing: error))")
        }
    }

    @Test func aUTF8OrASCIIDeclarationStillReads() throws {
        let record = "<Record type=\"HKCategoryTypeIdentifierMenstrualFlow\" startDate=\"2024-01-04 00:00:00 +0100\" value=\"HKCategoryValueMenstrualFlowLight\"/>"
        for declaration in ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version='1.0' encoding='utf-8' standalone='no'?>",
                            "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>", "<?xml version=\"1.0\"?>", ""] {
            let tally = try ImportHarness.run(AppleHealthImporter(), text: declaration + "\n<HealthData>\(record)</HealthData>\n")
            #expect(tally.summary.added[.flow] == 1, "\(declaration)")
        }
    }

    /// The same file in UTF-8 reads, with its DOCTYPE blanked: the entity is never defined, so nothing expands.
    @Test func theAttackInUTF8ExpandsNoEntity() {
        let error = ImportHarness.error(AppleHealthImporter(), text: Self.attack)
        #expect(error != nil)
    }
}
