import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation

/// What the v1 socket sends a client once it is authorized: the person's documents since the history
/// starts, in Nightscout's runtime shape (ddata.js `dataWithRecentStatuses`): readings and treatments
/// of the window, the latest device status of each device, the profile in force and all food.
enum NightscoutSocketHistory {
    static func load(from start: Date, now: Date, person: Person, status: NightscoutDocument?,
                     useCases: UseCaseContext) async throws -> NightscoutDataUpdate {
        let documents = NightscoutDocuments(useCases)
        var update = NightscoutDataUpdate()
        // A reading may be dated up to a minute ahead of the server's clock.
        let end = now.addingTimeInterval(60)
        for (_, entry) in NightscoutTrend.filled(try await documents.shown(.entries, from: start, to: end, for: person)) {
            update.add(entry: entry)
        }
        for (_, treatment) in try await documents.shown(.treatments, from: start, to: end, for: person) {
            update.add(treatment: treatment)
        }
        var latestOfDevice: [String: (Date, NightscoutDocument)] = [:]
        for (time, status) in try await documents.shown(.devicestatus, from: start, to: end, for: person) {
            let device = status["device"]?.stringValue ?? ""
            if latestOfDevice[device].map({ time > $0.0 }) ?? true { latestOfDevice[device] = (time, status) }
        }
        for (_, status) in latestOfDevice.values { update.add(deviceStatus: status) }
        if let profile = try await newestProfile(person, useCases) { update.profiles = [profile] }
        update.food = try await documents.shown(.food, from: nil, to: nil, for: person).map(\.1)
        update.status = status
        return update
    }

    /// The profile document in force: the newest (profile.js `last`).
    static func newestProfile(_ person: Person, _ useCases: UseCaseContext) async throws -> NightscoutDocument? {
        try await NightscoutDocuments(useCases).shown(.profile, from: nil, to: nil, for: person).max { $0.0 < $1.0 }?.1
    }
}
