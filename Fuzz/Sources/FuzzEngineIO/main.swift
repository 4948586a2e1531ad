import DaybookFormats
import Foundation
import FuzzSupport
import RequestFuzzSupport
import Vapor

/// Nightscout's live channel: Engine.IO v4 payloads and Socket.IO v5 packets, through the real polling
/// transport (a handshake, then each line of the input POSTed with the session's id; a line `GET` is
/// a poll) and through the packet decoders directly. An input is
///
///     [flags: 1 byte: bit 0 opens the session under `/nightscout/{handle}/socket.io/`]
///     lines: a polling POST's body each (packets separated by U+001E), or `GET`
///
/// `@NSTOKEN@`, `@NSSECRET@`, `@HANDLE@` are filled (`subscribe` needs a real access token).
/// Contract: no trap, no 5xx, and every packet the decoders accept encodes to text they read back
/// as the same packet (type, namespace, ack id).
let server = FuzzServer.shared

func checkDecoders(_ text: String) {
    guard let packets = try? EngineIOPayload.decode(text) else { return }
    for packet in packets {
        guard (try? EngineIOPacket.decode(packet.encoded)) == packet else {
            fatalError("Engine.IO packet \(String(reflecting: packet)) does not read back from \(String(reflecting: packet.encoded))")
        }
        guard case .message(let message) = packet, let decoded = try? SocketIOPacket.decode(message) else { continue }
        guard let again = try? SocketIOPacket.decode(decoded.encoded), again.kind == decoded.kind,
              again.namespace == decoded.namespace, again.ackID == decoded.ackID else {
            fatalError("Socket.IO packet from \(String(reflecting: message)) encodes to \(String(reflecting: decoded.encoded)), which does not read back")
        }
    }
}

func run(_ input: [UInt8]) {
    var reader = FuzzReader(input)
    let flags = reader.byte()
    let base = flags & 1 == 0 ? "/socket.io/" : "/nightscout/\(server.account.handle)/socket.io/"
    let handshake = server.exchange(FuzzRequest(.GET, base + "?EIO=4&transport=polling"))
    guard handshake.status == .ok, handshake.body.first == UInt8(ascii: "0"),
          let open = try? JSONDecoder().decode(EngineIOOpen.self, from: Data(handshake.body.dropFirst())) else {
        fatalError("the Engine.IO handshake failed: \(handshake.status) \(handshake.text)")
    }
    let session = base + "?EIO=4&transport=polling&sid=" + open.sid
    let close = FuzzRequest(.POST, session, headers: ["Content-Type": "text/plain;charset=UTF-8"], body: Array("1".utf8))
    while !reader.isAtEnd {
        let line = server.fill(reader.line(), csrf: "")
        if line == Array("GET".utf8) {
            // A poll answers at once when packets wait; else it would wait for the next ping: end it
            // after a moment by closing the session, as a client that goes away does.
            let poll = FuzzRequest(.GET, session)
            let answer = try? FuzzServer.blocking {
                let closer = Task {
                    try await Task.sleep(for: .milliseconds(50))
                    _ = try await server.respond(to: close)
                }
                defer { closer.cancel() }
                return try await server.respond(to: poll)
            }
            if let answer {
                if FuzzServer.tracing { print("GET \(poll.uri) (poll)\n  → \(answer.status.code) \(String(reflecting: answer.text.prefix(200)))") }
                server.check(answer, for: poll)
            }
            continue
        }
        checkDecoders(String(decoding: line, as: UTF8.self))
        server.exchange(FuzzRequest(.POST, session, headers: ["Content-Type": "text/plain;charset=UTF-8"], body: line))
    }
    // Every session ends with its input, so sessions never pile up (a handshake past the limit is a 503).
    server.exchange(close)
}

FuzzSeeds.writeIfAsked {
    let subscribe = #"42/storage,1["subscribe",{"accessToken":"@NSTOKEN@","collections":["entries","treatments"]}]"#
    let alarm = #"42/alarm,2["subscribe",{"accessToken":"@NSTOKEN@"}]"#
    let create = #"42/storage,3["create",{"colName":"entries","doc":{"type":"sgv","sgv":120,"date":1772348400000}}]"#
    let scripts: [(String, UInt8, [String])] = [
        ("connect-subscribe", 0, ["40/storage,", subscribe, "GET", "3"]),
        ("connect-subscribe-handle", 1, ["40/storage,{}", [subscribe, "3"].joined(separator: "\u{1e}"), "GET"]),
        ("alarm", 0, ["40/alarm,", alarm, "GET", #"42/alarm,["ack",1,"urgent",1800000]"#]),
        ("secret", 1, ["40/storage,", #"42/storage,1["subscribe",{"accessToken":"@NSSECRET@"}]"#, "GET"]),
        ("create", 0, ["40/storage,", subscribe, create, "GET"]),
        ("root-namespace", 0, ["40", #"42["hello"]"#, "41", "GET"]),
        ("noop-pong-close", 0, ["6", "3", "2", "1"]),
        ("disconnect", 0, ["40/storage,", "41/storage,", "GET"]),
        ("connect-error", 0, [#"44/storage,{"message":"x"}"#]),
        ("ack", 0, ["40/storage,", #"43/storage,7[{"ok":true}]"#]),
    ]
    return scripts.map { name, flags, lines in (name, [flags] + Array(lines.joined(separator: "\n").utf8)) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngineIO(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    run(Array(FuzzCheck.data(data, size)))
    return 0
}

FuzzDriver.run(fuzzEngineIO)
