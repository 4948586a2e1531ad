import Foundation
import Testing
@testable import DaybookCore

@Suite struct GlucoseReadingTests {
    @Test func plausibleRangeIs10To1000MgPerDL() {
        #expect(failingField { _ = try GlucoseReading(mgPerDL: 10, time: noon) } == nil)
        #expect(failingField { _ = try GlucoseReading(mgPerDL: 1_000, time: noon) } == nil)
        #expect(failingField { _ = try GlucoseReading(mgPerDL: 9.9, time: noon) } == "value")
        #expect(failingField { _ = try GlucoseReading(mgPerDL: 1_000.1, time: noon) } == "value")
    }

    @Test func mmolPerLIsConvertedWithFactor18_01559() throws {
        // 5.5 mmol/L × 18.01559 = 99.085745 mg/dL (by hand).
        let reading = try GlucoseReading(value: 5.5, unit: .mmolPerL, time: noon, source: .meter)
        #expect(abs(reading.mgPerDL - 99.085745) < 1e-9)
        #expect(abs(reading.value(in: .mmolPerL) - 5.5) < 1e-12)
        // 0.5 mmol/L = 9.0 mg/dL is below the range; the message speaks mmol/L
        // (10 / 18.01559 = 0.555 → 0.6; 1000 / 18.01559 = 55.507 → 55.5).
        let error = #expect(throws: ValidationError.self) { _ = try GlucoseReading(value: 0.5, unit: .mmolPerL, time: noon) }
        #expect(error?.field == "value")
        #expect(error?.message == "must be between 0.6 and 55.5 mmol/L")
    }

    @Test func valuesBelowHypoAreHypoAboveHyperAreHyperThresholdsAreInRange() throws {
        let tags = try [69.9, 70, 180, 180.1].map { try GlucoseReading(mgPerDL: $0, time: noon).tag(hypo: 70, hyper: 180) }
        #expect(tags == [.hypo, .inRange, .inRange, .hyper])
    }

    @Test func tagUsesThePreferencesThresholds() throws {
        var preferences = Preferences(displayName: "Ada", timeZone: "Europe/Berlin")
        preferences.hypoThresholdMgPerDL = 80
        #expect(try GlucoseReading(mgPerDL: 75, time: noon).tag(for: preferences) == .hypo)
        #expect(try GlucoseReading(mgPerDL: 190, time: noon).tag(for: preferences) == .hyper)
    }

    @Test func jsonHasValueInMgPerDLAndReadsEitherUnit() throws {
        let reading = try GlucoseReading(mgPerDL: 120, time: instant("2026-03-10T07:00:00Z"), source: .cgm)
        #expect(try json(reading) == #"{"source":"cgm","time":"2026-03-10T07:00:00Z","unit":"mg\/dL","value":120}"#)
        let fromMmol = try decode(GlucoseReading.self, #"{"value":10,"unit":"mmol/L","time":"2026-03-10T07:00:00Z"}"#)
        // 10 mmol/L = 180.1559 mg/dL; source defaults to manual.
        #expect(abs(fromMmol.mgPerDL - 180.1559) < 1e-9)
        #expect(fromMmol.source == .manual)
    }
}
