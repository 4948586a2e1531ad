import DaybookFormats
import Testing

/// Engine.IO v4 packets and long-polling payloads as engine.io-parser v5 writes and reads them.
@Suite struct EngineIOCodecTests {
    @Test func everyPacketTypeRoundTrips() throws {
        let packets: [EngineIOPacket] = [.open("{}"), .close, .ping(""), .ping("probe"), .pong(""), .pong("probe"),
                                         .message("2[\"hello\"]"), .upgrade, .noop]
        #expect(packets.map(\.encoded) == ["0{}", "1", "2", "2probe", "3", "3probe", "42[\"hello\"]", "5", "6"])
        for packet in packets {
            #expect(try EngineIOPacket.decode(packet.encoded) == packet)
        }
    }

    @Test func unknownEmptyAndBinaryPacketsAreRefused() {
        for text in ["", "7", "x", "bAQID"] {
            #expect(throws: SocketIOProtocolError.self) { try EngineIOPacket.decode(text) }
        }
    }

    @Test func aPayloadSeparatesPacketsWithTheRecordSeparator() throws {
        let body = "2\u{1e}40/storage,\u{1e}42/storage,1[\"subscribe\",{\"accessToken\":\"x\"}]"
        let packets = try EngineIOPayload.decode(body)
        #expect(packets == [.ping(""), .message("0/storage,"), .message("2/storage,1[\"subscribe\",{\"accessToken\":\"x\"}]")])
        #expect(EngineIOPayload.encode(packets) == body)
        #expect(EngineIOPayload.encode([.noop]) == "6")
    }

    @Test func aPayloadWithAnEmptyPacketIsRefused() {
        for body in ["", "4a\u{1e}", "\u{1e}4a", "4a\u{1e}\u{1e}4b"] {
            #expect(throws: SocketIOProtocolError.self) { try EngineIOPayload.decode(body) }
        }
    }

    @Test func theOpenPacketNamesTheSessionAndItsRules() {
        let open = EngineIOOpen(sid: "abc", upgrades: ["websocket"], pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 1_000_000)
        #expect(open.packet.encoded
            == "0{\"sid\":\"abc\",\"upgrades\":[\"websocket\"],\"pingInterval\":25000,\"pingTimeout\":20000,\"maxPayload\":1000000}")
        let direct = EngineIOOpen(sid: "abc", upgrades: [], pingInterval: 1, pingTimeout: 2, maxPayload: 3)
        #expect(direct.packet.encoded == "0{\"sid\":\"abc\",\"upgrades\":[],\"pingInterval\":1,\"pingTimeout\":2,\"maxPayload\":3}")
    }
}
