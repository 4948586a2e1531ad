import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

/// Insulin, meals, weighings, basal temperatures, cervical mucus and ovulation tests from Apple Health.
@Suite struct AppleHealthBodyAndFoodTests {
    let importer = AppleHealthImporter()
    static let fixture = "apple-health-body-and-food.xml"

    private func values(_ tally: ImportTally) -> [ImportValue] { tally.items.map(\.value) }

    private func file(_ records: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n\(records)\n</HealthData>\n"
    }

    @Test func insulinTakesItsKindFromTheDeliveryReason() throws {
        let tally = try ImportHarness.run(importer, fixture: Self.fixture)
        let doses = values(tally).compactMap { if case let .insulin(d) = $0 { d } else { nil } }
        #expect(doses.map(\.kind) == [.bolus, .basal])
        #expect(doses.map(\.units) == [4.5, 0.35])
        #expect(doses.allSatisfy { $0.name == nil })
        // 2024-02-01T00:00Z is 1,706,745,600 s; 07:30 +0100 = 06:30Z, + 23,400 s.
        #expect(doses.first?.time == ImportHarness.utc(1_706_769_000))
        #expect(tally.summary.skipped["HKQuantityTypeIdentifierInsulinDelivery of 0 IU"] == 1)
    }

    @Test func nutrientsOfOneSourceAndStartMakeOneMeal() throws {
        let tally = try ImportHarness.run(importer, fixture: Self.fixture)
        let meals = values(tally).compactMap { if case let .meal(m) = $0 { m } else { nil } }
        // Lunch: the carbohydrates repeated inside the food correlation count once (62.5, not 125).
        #expect(meals.map { "\($0.name) \($0.carbs) \($0.protein) \($0.fat)" }
            == ["MyFitnessPal 62.5 31.2 18.4", "MyFitnessPal 20.0 0.0 0.0"])
        // 12:30 +0100 = 11:30Z: 1,706,745,600 + 41,400.
        #expect(meals.first?.time == ImportHarness.utc(1_706_787_000))
        #expect(tally.summary.skipped["HKQuantityTypeIdentifierDietaryFiber"] == 1)
    }

    @Test func weighingsInKilogramsAndPounds() throws {
        let tally = try ImportHarness.run(importer, fixture: Self.fixture)
        let weights = values(tally).compactMap { if case let .weight(w) = $0 { w } else { nil } }
        #expect(weights.count == 2)
        #expect(weights.first?.kilograms == 68.4)
        // 2024-02-02 07:05 +0100 = 06:05Z: 1,706,832,000 + 21,900.
        #expect(weights.first?.time == ImportHarness.utc(1_706_853_900))
        // 150.8 lb × 0.45359237 = 68.401729396 kg (by hand).
        #expect(abs((weights.last?.kilograms ?? 0) - 68.401729396) < 1e-9)
    }

    @Test func basalTemperaturesInBothUnits() throws {
        let tally = try ImportHarness.run(importer, fixture: Self.fixture)
        let temperatures = values(tally).compactMap { if case let .temperature(t) = $0 { t } else { nil } }
        #expect(temperatures.first?.celsius == 36.45)
        // (97.7 − 32) × 5 / 9 = 65.7 × 5 / 9 = 36.5 °C.
        #expect(abs((temperatures.last?.celsius ?? 0) - 36.5) < 1e-9)
        #expect(temperatures.allSatisfy { !$0.excluded })
    }

    @Test func mucusKeepsEachDaysBestObservation() throws {
        let tally = try ImportHarness.run(importer, fixture: Self.fixture)
        let mucus = tally.items.compactMap { item in
            if case let .mucus(date, m) = item.value { "\(item.dedupeKey) \(date) \(m.feeling.rawValue)/\(m.texture.rawValue)" } else { nil }
        }
        // 02-02: creamy (S) in the Health app, egg white (S+) in another app that evening; egg white counts.
        #expect(mucus == [
            "apple-health|mucus|2024-02-02 2024-02-02 nothing/eggWhite",
            "apple-health|mucus|2024-02-03 2024-02-03 nothing/creamy",
            "apple-health|mucus|2024-02-04 2024-02-04 dry/none",
        ])
    }

    @Test func ovulationTestResults() throws {
        let tally = try ImportHarness.run(importer, fixture: Self.fixture)
        let tests = values(tally).compactMap { if case let .ovulationTest(t) = $0 { t.result } else { nil } }
        // Negative, LH surge, estrogen surge (no LH surge yet), indeterminate.
        #expect(tests == [.negative, .positive, .negative, .invalid])
    }

    @Test func activitySummariesAndOtherTypesAreSkipped() throws {
        let tally = try ImportHarness.run(importer, fixture: Self.fixture)
        #expect(tally.summary.skipped["ActivitySummary"] == 2)
        #expect(tally.summary.skipped["HKQuantityTypeIdentifierBodyFatPercentage"] == 1)
        #expect(tally.summary.added == [.insulin: 2, .meals: 2, .weight: 2, .temperature: 2, .fertility: 3, .ovulationTests: 4])
    }

    @Test func readingTheSameFileTwiceGivesTheSameKeys() throws {
        let first = try ImportHarness.run(importer, fixture: Self.fixture).items.map(\.dedupeKey)
        let second = try ImportHarness.run(importer, fixture: Self.fixture).items.map(\.dedupeKey)
        #expect(first == second)
        #expect(Set(first).count == first.count)
        #expect(first.contains("apple-health|meal|MyFitnessPal|2024-02-01 12:30:00 +0100"))
        #expect(first.contains("apple-health|insulin|Loop|2024-02-01 07:30:00 +0100"))
    }

    // MARK: Shapes the fixture does not hold

    @Test func eachRecordReadsOnlyItsOwnMetadata() {
        let text = file("""
         <Record type="HKQuantityTypeIdentifierInsulinDelivery" sourceName="Pen" unit="IU" startDate="2024-02-01 07:30:00 +0100" endDate="2024-02-01 07:30:00 +0100" value="4">
          <MetadataEntry key="HKInsulinDeliveryReason" value="2"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierInsulinDelivery" sourceName="Pen" unit="IU" startDate="2024-02-01 12:30:00 +0100" endDate="2024-02-01 12:30:00 +0100" value="6"/>
        """)
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 6)
        #expect(error?.field == "HKInsulinDeliveryReason")
    }

    @Test func anUnknownDeliveryReasonOrUnitIsABadRow() {
        let reason = file("""
         <Record type="HKQuantityTypeIdentifierInsulinDelivery" sourceName="Pen" unit="IU" startDate="2024-02-01 07:30:00 +0100" endDate="2024-02-01 07:30:00 +0100" value="4">
          <MetadataEntry key="HKInsulinDeliveryReason" value="3"/>
         </Record>
        """)
        #expect(ImportHarness.error(importer, text: reason)?.field == "HKInsulinDeliveryReason")
        let unit = file("""
         <Record type="HKQuantityTypeIdentifierInsulinDelivery" sourceName="Pen" unit="mL" startDate="2024-02-01 07:30:00 +0100" endDate="2024-02-01 07:30:00 +0100" value="4">
          <MetadataEntry key="HKInsulinDeliveryReason" value="2"/>
         </Record>
        """)
        let error = ImportHarness.error(importer, text: unit)
        #expect(error?.line == 3)
        #expect(error?.field == "unit")
    }

    @Test func moreThanADoseIsABadRow() {
        // 150 IU at once: the core allows at most 100.
        let text = file("""
         <Record type="HKQuantityTypeIdentifierInsulinDelivery" sourceName="Pen" unit="IU" startDate="2024-02-01 07:30:00 +0100" endDate="2024-02-01 07:30:00 +0100" value="150">
          <MetadataEntry key="HKInsulinDeliveryReason" value="2"/>
         </Record>
        """)
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 3)
        #expect(error?.field == "value")
    }

    @Test func samplesOfOneNutrientAddUpAndSourcesStayApart() throws {
        let text = file("""
         <Record type="HKQuantityTypeIdentifierDietaryCarbohydrates" sourceName="Food" unit="g" startDate="2024-02-01 12:00:00 +0100" endDate="2024-02-01 12:00:00 +0100" value="40"/>
         <Record type="HKQuantityTypeIdentifierDietaryCarbohydrates" sourceName="Food" unit="g" startDate="2024-02-01 12:00:00 +0100" endDate="2024-02-01 12:00:00 +0100" value="12.5"/>
         <Record type="HKQuantityTypeIdentifierDietaryCarbohydrates" sourceName="Other" unit="g" startDate="2024-02-01 12:00:00 +0100" endDate="2024-02-01 12:00:00 +0100" value="30"/>
         <Record type="HKQuantityTypeIdentifierDietaryProtein" sourceName=" " unit="g" startDate="2024-02-01 19:00:00 +0100" endDate="2024-02-01 19:00:00 +0100" value="25"/>
        """)
        let meals = try ImportHarness.run(importer, text: text).items.compactMap { item in
            if case let .meal(m) = item.value { "\(m.name) \(m.carbs) \(m.protein)" } else { nil }
        }
        // 40 + 12.5 = 52.5 g from Food; Other's 30 g is a meal of its own; a blank source is "Apple Health".
        #expect(meals == ["Food 52.5 0.0", "Other 30.0 0.0", "Apple Health 0.0 25.0"])
    }

    @Test func aMealPastTheCoresLimitFailsOnTheLineThatTookItThere() {
        // 600 + 500 = 1,100 g of carbohydrates: past the 1,000 g a meal may hold.
        let text = file("""
         <Record type="HKQuantityTypeIdentifierDietaryCarbohydrates" sourceName="Food" unit="g" startDate="2024-02-01 12:00:00 +0100" endDate="2024-02-01 12:00:00 +0100" value="600"/>
         <Record type="HKQuantityTypeIdentifierDietaryCarbohydrates" sourceName="Food" unit="g" startDate="2024-02-01 12:00:00 +0100" endDate="2024-02-01 12:00:00 +0100" value="500"/>
        """)
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 4)
        #expect(error?.field == "value")
        let unit = file("""
         <Record type="HKQuantityTypeIdentifierDietaryFatTotal" sourceName="Food" unit="oz" startDate="2024-02-01 12:00:00 +0100" endDate="2024-02-01 12:00:00 +0100" value="1"/>
        """)
        #expect(ImportHarness.error(importer, text: unit)?.field == "unit")
    }

    @Test func stonesAreFourteenPounds() throws {
        let text = file("""
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health" unit="st" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:00:00 +0100" value="10"/>
        """)
        let weight = try ImportHarness.run(importer, text: text).items.compactMap { if case let .weight(w) = $0.value { w } else { nil } }
        // 10 st = 140 lb; 140 × 0.45359237 = 63.5029318 kg (by hand).
        #expect(abs((weight.first?.kilograms ?? 0) - 63.5029318) < 1e-9)
    }

    @Test func implausibleWeightsAndTemperaturesAreBadRows() {
        // 2 kg: the core keeps 20–400 kg. 3.645 °C: a slipped decimal point.
        let weight = file("""
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:00:00 +0100" value="2"/>
        """)
        let weightError = ImportHarness.error(importer, text: weight)
        #expect(weightError?.line == 3)
        #expect(weightError?.field == "value")
        #expect(weightError?.message == "must be between 20 and 400 kg")
        let temperature = file("""
         <Record type="HKQuantityTypeIdentifierBasalBodyTemperature" sourceName="Health" unit="degC" startDate="2024-02-01 06:30:00 +0100" endDate="2024-02-01 06:30:00 +0100" value="3.645"/>
        """)
        #expect(ImportHarness.error(importer, text: temperature)?.field == "value")
        let kelvin = file("""
         <Record type="HKQuantityTypeIdentifierBasalBodyTemperature" sourceName="Health" unit="K" startDate="2024-02-01 06:30:00 +0100" endDate="2024-02-01 06:30:00 +0100" value="309.6"/>
        """)
        #expect(ImportHarness.error(importer, text: kelvin)?.field == "unit")
        let grams = file("""
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="g" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:00:00 +0100" value="68000"/>
        """)
        #expect(ImportHarness.error(importer, text: grams)?.field == "unit")
    }

    @Test func categoryValuesAlsoReadAsHealthKitsNumbers() throws {
        let text = file("""
         <Record type="HKCategoryTypeIdentifierCervicalMucusQuality" sourceName="App" startDate="2024-02-01 00:00:00 +0100" endDate="2024-02-02 00:00:00 +0100" value="4"/>
         <Record type="HKCategoryTypeIdentifierOvulationTestResult" sourceName="App" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:00:00 +0100" value="2"/>
         <Record type="HKCategoryTypeIdentifierOvulationTestResult" sourceName="App" startDate="2024-02-02 07:00:00 +0100" endDate="2024-02-02 07:00:00 +0100" value="HKCategoryValueOvulationTestResultPositive"/>
        """)
        let tally = try ImportHarness.run(importer, text: text)
        let mucus = values(tally).compactMap { if case let .mucus(_, m) = $0 { m } else { nil } }
        // 4 is watery: S+, which Daybook says with the slippery feeling.
        #expect(mucus == [Mucus(feeling: .slippery, texture: .none)])
        #expect(mucus.first?.nfpValue == 4)
        let results = values(tally).compactMap { if case let .ovulationTest(t) = $0 { t.result } else { nil } }
        #expect(results == [.positive, .positive])
    }

    @Test func theMucusMappingFollowsHealthKitsOrder() {
        // Dry < sticky = creamy < watery = egg white on the sympto-thermal scale (t, S, S, S+, S+).
        let values = (1...5).map { AppleHealthMucus.mucus(String($0))?.nfpValue }
        #expect(values == [0, 3, 3, 4, 4])
        #expect(AppleHealthMucus.mucus("HKCategoryValueCervicalMucusQualityEggWhite") == Mucus(feeling: .nothing, texture: .eggWhite))
    }

    @Test func unknownCategoryValuesAreBadRows() {
        let mucus = file("""
         <Record type="HKCategoryTypeIdentifierCervicalMucusQuality" sourceName="App" startDate="2024-02-01 00:00:00 +0100" endDate="2024-02-02 00:00:00 +0100" value="HKCategoryValueCervicalMucusQualitySpotting"/>
        """)
        let error = ImportHarness.error(importer, text: mucus)
        #expect(error?.line == 3)
        #expect(error?.field == "value")
        let test = file("""
         <Record type="HKCategoryTypeIdentifierOvulationTestResult" sourceName="App" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:00:00 +0100" value="5"/>
        """)
        #expect(ImportHarness.error(importer, text: test)?.field == "value")
    }

    @Test func datesPastTheHorizonAreRefused() throws {
        // Today 2024-02-01: the horizon is 2024-02-02, so a weighing on 02-03 is a typo.
        let context = ImportContext(timeZone: ImportHarness.berlin, horizon: JournalHorizon(today: try ImportHarness.date("2024-02-01")))
        let text = file("""
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="2024-02-03 07:00:00 +0100" endDate="2024-02-03 07:00:00 +0100" value="68"/>
        """)
        let error = ImportHarness.error(importer, text: text, context: context)
        #expect(error?.line == 3)
        #expect(error?.field == "startDate")
    }
}
