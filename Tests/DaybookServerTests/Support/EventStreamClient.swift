import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A real server-sent-events client: one open HTTP connection to `/api/v1/events`, read line by line.
final class EventStreamClient: @unchecked Sendable {
    struct Event: Sendable {
        var name: String
        var data: String
        /// When the event's last line arrived (wall clock), for tests that measure timing.
        var receivedAt = Date()

        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:]
        }
    }

    /// Streams stay open: the shared client's eight connections per host would let a ninth wait for ever.
    /// Lives as long as the test process, like the shared one.
    private static let streamingClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 64
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    private let inbox = Inbox()
    private var task: Task<Void, Never>?

    /// Opens the stream and returns once the server has confirmed the subscription.
    static func open(_ baseURL: String, token: String, path: String = "/api/v1/events") async throws -> EventStreamClient {
        var request = HTTPClientRequest(url: baseURL + path)
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        request.headers.add(name: "Accept", value: "text/event-stream")
        let response = try await Self.streamingClient.execute(request, timeout: .seconds(30))
        guard response.status == .ok else { throw EventStreamError.status(response.status.code) }
        let client = EventStreamClient()
        let inbox = client.inbox
        client.task = Task {
            var pending = ""
            var name = "message"
            var data: [String] = []
            do {
                for try await buffer in response.body {
                    pending += String(buffer: buffer)
                    while let newline = pending.firstIndex(of: "\n") {
                        let line = String(pending[..<newline])
                        pending = String(pending[pending.index(after: newline)...])
                        if line.isEmpty {
                            if !data.isEmpty { await inbox.append(Event(name: name, data: data.joined(separator: "\n"))) }
                            name = "message"
                            data = []
                        } else if line.hasPrefix(": connected") {
                            await inbox.append(Event(name: "connected", data: ""))
                        } else if line.hasPrefix("event: ") {
                            name = String(line.dropFirst(7))
                        } else if line.hasPrefix("data: ") {
                            data.append(String(line.dropFirst(6)))
                        }
                    }
                }
            } catch {}
            // The server ended the stream (or it was closed here): said as a last event.
            await inbox.append(Event(name: "ended", data: ""))
        }
        guard let first = await client.next(within: .seconds(5)), first.name == "connected" else {
            throw EventStreamError.notConnected
        }
        return client
    }

    /// The next event, or nil when none arrives within `limit`.
    func next(within limit: Duration) async -> Event? {
        await inbox.next(within: limit)
    }

    func close() {
        task?.cancel()
    }

    /// Events received and not read yet; a reader waits for the next one up to a deadline.
    private actor Inbox {
        private var queue: [Event] = []
        private var waiter: (id: UUID, continuation: CheckedContinuation<Event?, Never>)?

        func append(_ event: Event) {
            if let waiter {
                self.waiter = nil
                waiter.continuation.resume(returning: event)
            } else {
                queue.append(event)
            }
        }

        func next(within limit: Duration) async -> Event? {
            if !queue.isEmpty { return queue.removeFirst() }
            let id = UUID()
            return await withCheckedContinuation { continuation in
                waiter = (id, continuation)
                Task {
                    try? await Task.sleep(for: limit)
                    self.expire(id)
                }
            }
        }

        private func expire(_ id: UUID) {
            guard let waiter, waiter.id == id else { return }
            self.waiter = nil
            waiter.continuation.resume(returning: nil)
        }
    }

    enum EventStreamError: Error {
        case status(UInt)
        case notConnected
    }
}
