import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// The promise every importer keeps for any bytes: it returns, quickly, having read the file or
/// having thrown an `ImportError` that names a line of the file. Anything else (a trap, a hang,
/// another error type, a line outside the file) is recorded as an issue with the input.
enum ImporterFuzzCheck {
    /// Generous for a few kilobytes: a parse that takes this long is looping.
    static let timeLimit = Duration.seconds(2)

    static func check(_ importer: any JournalImporter, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let clock = ContinuousClock()
        let start = clock.now
        defer {
            let elapsed = clock.now - start
            if elapsed > timeLimit {
                Issue.record("\(importer.format) took \(elapsed) on \(describe(bytes))", sourceLocation: sourceLocation)
            }
        }
        do {
            let tally = ImportTally(keepingItems: true)
            try importer.parse(InputStream(data: Data(bytes)), context: ImportHarness.context, into: tally)
            for item in tally.items { checkValue(item.value, importer, bytes, sourceLocation) }
        } catch let error as ImportError {
            let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
            guard let line = error.line else {
                Issue.record("\(importer.format): no line in \"\(error)\" for \(describe(bytes))", sourceLocation: sourceLocation)
                return
            }
            if !(1...lines).contains(line) {
                Issue.record("\(importer.format): line \(line) outside 1…\(lines) in \"\(error)\" for \(describe(bytes))",
                             sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("\(importer.format) threw \(type(of: error)) \(error) for \(describe(bytes))", sourceLocation: sourceLocation)
        }
    }

    /// What was read obeys the core's rules (finite numbers in range), as if typed in by hand.
    static func checkValue(_ value: ImportValue, _ importer: any JournalImporter, _ bytes: [UInt8], _ sourceLocation: SourceLocation) {
        let finite: Bool = switch value {
        case .glucose(let reading): reading.mgPerDL.isFinite && reading.time.timeIntervalSince1970.isFinite
        case .insulin(let dose): dose.units.isFinite
        case .meal(let meal): meal.carbs.isFinite && meal.protein.isFinite && meal.fat.isFinite
        case .exercise(let session): session.minutes.isFinite
        case .sleep(_, let hours): (0...24).contains(hours)
        case .weight(let weight): Weight.kilogramRange.contains(weight.kilograms)
        case .temperature(let reading): BodyTemperature.celsiusRange.contains(reading.celsius)
        case .note(_, let text): text.count <= Symptoms.maximumNotesLength
        case .stress, .span, .flow, .mood, .cramps, .ovulationTest, .mucus: true
        }
        if !finite { Issue.record("\(importer.format) read \(value) from \(describe(bytes))", sourceLocation: sourceLocation) }
    }

    /// The input as a Swift literal, so a failure can be pasted into a regression test.
    static func describe(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) {
            return "\"" + text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + "\""
        }
        return "\(bytes)"
    }

    static func fixture(_ name: String) -> [UInt8] {
        (try? Array(Data(contentsOf: ImportHarness.fixtureURL(name)))) ?? []
    }

    // MARK: Generators

    /// Any bytes, up to a few hundred.
    static let randomBytes = Gen.uint8().array(of: 0...400)

    /// Lines made of the tokens and the format's own words, joined by commas or nothing: text that gets
    /// past a header or an opening bracket far more often than random bytes.
    static func tokenLines(words: [String]) -> Generator<[UInt8], some SendableSequenceType> {
        let pieces = words.map { Array($0.utf8) } + ByteMutation.tokens
        return Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map { indexes in
            var bytes: [UInt8] = []
            for (n, index) in indexes.enumerated() {
                bytes += pieces[index]
                if n % 3 == 0 { bytes.append(UInt8(ascii: ",")) }
                if n % 7 == 6 { bytes.append(UInt8(ascii: "\n")) }
            }
            return bytes
        }
    }
}
