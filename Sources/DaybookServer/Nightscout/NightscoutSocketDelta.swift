import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation

/// A change of the person's data as the v1 socket tells it: a `dataUpdate` delta (calcdelta.js) with
/// the document created or changed, a removed treatment as `{_id, mills, action: "remove"}`, or the
/// profile in force when a profile changed. Deleted entries and device status are not told, nor food,
/// as Nightscout does not tell them.
enum NightscoutSocketDelta {
    static func update(for change: Change, person: Person, now: Date, useCases: UseCaseContext) async throws -> NightscoutDataUpdate? {
        guard let changed = try await NightscoutChangedDocuments(useCases).document(for: change, of: person) else { return nil }
        var update = NightscoutDataUpdate(lastUpdated: NightscoutTime.milliseconds(now))
        switch changed.collection {
        case .entries:
            if let listed = changed.listed { update.add(entry: listed) }
        case .treatments:
            if let listed = changed.listed {
                update.add(treatment: listed, changed: changed.action == .update)
            } else {
                let mills = changed.document.flatMap { NightscoutTreatments.time(of: $0) }.map { NightscoutTime.milliseconds($0) }
                update.removeTreatment(id: changed.id, mills: mills)
            }
        case .devicestatus:
            if let listed = changed.listed { update.add(deviceStatus: listed) }
        case .profile:
            if let profile = try await NightscoutSocketHistory.newestProfile(person, useCases) { update.profiles = [profile] }
        case .food, .settings:
            break
        }
        return update.isEmpty ? nil : update
    }
}
