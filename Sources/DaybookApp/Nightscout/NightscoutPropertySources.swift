import DaybookCore
import DaybookFormats
import Foundation

/// What `/api/v2/properties` computes from, read with bounded lookups: the readings around the
/// newest sensor reading whatever its age (not a scan of all readings), the device statuses of
/// the last hours, the recent treatments with the newest of each kind the ages count from, and
/// the newest profile. Entries keep the trend Daybook fills in for readings logged without one.
public struct NightscoutPropertySources: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The readings bgnow's buckets can hold: 20 minutes up to the newest one.
    static let readingSpan: TimeInterval = 20 * 60

    public func load(for person: Person, now: Date) async throws -> NightscoutProperties.Sources {
        let store = context.db.nightscoutDocuments(of: person.id, zone: person.preferences.zone)
        var sources = NightscoutProperties.Sources()
        if let newest = try await store.latestSensorReadingTime(notAfter: now) {
            let from = newest.addingTimeInterval(-Self.readingSpan)
            let around = try await NightscoutShownDocuments.load(.entries, store, from: from.addingTimeInterval(-NightscoutTrend.maximumGap), to: newest)
            sources.readings = NightscoutTrend.filled(around).compactMap { time, entry in
                guard time >= from, NightscoutEntries.type(of: entry) == "sgv", let mgdl = entry["sgv"]?.numberValue else { return nil }
                return .init(mills: NightscoutTime.milliseconds(time), mgdl: mgdl, direction: entry["direction"]?.stringValue,
                             device: entry["device"]?.stringValue)
            }
        }
        let statuses = try await NightscoutShownDocuments.load(
            .devicestatus, store, from: now.addingTimeInterval(-NightscoutProperties.deviceStatusSpan), to: now.addingTimeInterval(5 * 60))
        sources.deviceStatuses = statuses.map(Self.dated)

        var treatments = try await NightscoutShownDocuments.load(
            .treatments, store, from: now.addingTimeInterval(-NightscoutProperties.treatmentSpan), to: now)
        var seen = Set(treatments.compactMap { $0.1["_id"]?.stringValue })
        for eventType in NightscoutProperties.latestEventTypes {
            let newest = try await store.newest(.treatments, kind: eventType, from: now.addingTimeInterval(-NightscoutProperties.ageSpan), to: now, limit: 1)
            for found in NightscoutShownDocuments.overlaid(.treatments, newest) where seen.insert(found.1["_id"]?.stringValue ?? "").inserted {
                treatments.append(found)
            }
        }
        sources.treatments = treatments.map(Self.dated)
        sources.profile = try await store.newest(.profile, kind: nil, from: nil, to: nil, limit: 1).first?.document
        return sources
    }

    private static func dated(_ item: (Date, NightscoutDocument)) -> NightscoutProperties.Dated {
        .init(mills: NightscoutTime.milliseconds(item.0), document: item.1)
    }
}
