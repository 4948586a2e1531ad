import Foundation

/// The `authorize` message of Nightscout's v1 socket, as AndroidAPS's NSClientService sends it:
/// `{client, history, status, from, secret}` with `secret` the SHA-1 of the API secret (or `token`).
/// Nightscout 15 reads only the credential and `status`; the history asked for is honoured here.
public struct NightscoutSocketAuthorize: Sendable, Equatable {
    /// Nightscout's default history, in hours.
    public static let defaultHistory: Double = 48
    /// The longest history sent at once.
    public static let longestHistory: Double = 7 * 24

    public var client: String?
    /// `secret`, else `token`: what opens the person's data.
    public var credential: String?
    public var historyHours: Double
    /// ms: "send data newer than" (AndroidAPS sends the latest instant it holds, 0 at first).
    public var from: Int64?
    public var wantsStatus: Bool

    /// Whatever a client sends is read without failing: fields of the wrong type count as missing.
    public init(_ message: NightscoutJSON?) {
        let fields = message?.objectValue ?? [:]
        client = fields["client"]?.stringValue
        let secret = fields["secret"]?.stringValue?.trimmingCharacters(in: .whitespaces)
        let token = fields["token"]?.stringValue?.trimmingCharacters(in: .whitespaces)
        credential = [secret, token].compactMap { $0 }.first { !$0.isEmpty }
        if let hours = fields["history"]?.numberValue, hours.isFinite, hours > 0 {
            historyHours = min(hours, Self.longestHistory)
        } else {
            historyHours = Self.defaultHistory
        }
        if let ms = fields["from"]?.numberValue, ms > 0, NightscoutTime.supportedMilliseconds.contains(ms) {
            from = Int64(ms)
        }
        wantsStatus = fields["status"] == .bool(true)
    }

    /// Where the history starts: `history` hours back, or later when `from` says the client holds more.
    public func start(now: Date) -> Date {
        let back = now.addingTimeInterval(-historyHours * 3600)
        guard let from else { return back }
        return max(back, NightscoutTime.date(milliseconds: Double(from)))
    }
}
