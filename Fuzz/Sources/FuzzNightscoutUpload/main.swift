import DaybookCore
import DaybookFormats
import Foundation
import FuzzSupport

/// A body posted to `/api/v1/entries` or `/api/v1/treatments`: decoded, normalised and mapped to the journal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNightscoutUpload(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let documents = try? JSONDecoder().decode([NightscoutDocument].self, from: FuzzCheck.data(data, size)) else { return 0 }
    let now = Date(timeIntervalSince1970: 1_778_414_400)
    for document in documents {
        let fields = Set(document.keys).union(["date", "dateString", "created_at", "type", "sgv", "mbg", "insulin", "carbs",
                                                "glucose", "duration", "name", "notes", "foodType"])
        FuzzCheck.core(fields: fields) {
            let entry = try NightscoutEntries.normalize(document, now: now)
            _ = try NightscoutEntries.reading(from: entry)
        }
        FuzzCheck.core(fields: fields) {
            let treatment = try NightscoutTreatments.normalize(document, now: now)
            for part in NightscoutTreatments.split(treatment) { _ = try NightscoutTreatments.journalValues(of: part) }
        }
    }
    return 0
}

FuzzDriver.run(fuzzNightscoutUpload)
