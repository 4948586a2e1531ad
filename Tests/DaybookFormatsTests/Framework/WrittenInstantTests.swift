import DaybookCore
@testable import DaybookFormats
import Foundation
import PropertyBased
import Testing

@Suite struct WrittenInstantTests {
    @Test func appleHealthAndISOFormsGiveTheSameInstant() throws {
        // 2024-01-01 08:00 +01:00 = 07:00Z = 1,704,092,400 s.
        let zone = ImportHarness.berlin
        for text in ["2024-01-01 08:00:00 +0100", "2024-01-01T08:00:00+01:00", "2024-01-01T07:00:00Z", "2024-01-01T07:00:00.000Z"] {
            #expect(WrittenInstant.parse(text)?.instant(in: zone) == ImportHarness.utc(1_704_092_400), "\(text)")
        }
        // No offset: Berlin wall time; in winter Berlin is UTC+1.
        #expect(WrittenInstant.parse("2024-01-01 08:00")?.instant(in: zone) == ImportHarness.utc(1_704_092_400))
    }

    @Test func refusesWhatIsNotATime() {
        for text in ["", "2024-02-30 08:00:00 +0100", "2024-01-01 25:00:00 +0100", "2024-01-01T08:00:00+1", "yesterday", "2024-01-01T08:00:00.Z"] {
            #expect(WrittenInstant.parse(text) == nil, "\(text)")
        }
    }

    /// Any instant written with any offset, as Apple Health writes it, reads back as that instant.
    @Test func writtenWithAnyOffsetReadsBackTheInstant() async {
        await propertyCheck(input: Gen.int(in: -2_208_988_800...32_503_680_000 - 86_400), Gen.int(in: -12 * 4...14 * 4)) { seconds, quarters in
            let offset = quarters * 15 * 60
            let local = seconds + offset
            let day = LocalDate(dayNumber: Int((Double(local) / 86_400).rounded(.down)))
            let secondOfDay = local - day.dayNumber * 86_400
            let sign = offset < 0 ? "-" : "+"
            let text = String(format: "%@ %02d:%02d:%02d %@%02d%02d", day.description, secondOfDay / 3600, secondOfDay % 3600 / 60,
                              secondOfDay % 60, sign, abs(offset) / 3600, abs(offset) % 3600 / 60)
            #expect(WrittenInstant.parse(text)?.instant(in: ImportHarness.berlin) == Date(timeIntervalSince1970: Double(seconds)), "\(text)")
        }
    }
}
