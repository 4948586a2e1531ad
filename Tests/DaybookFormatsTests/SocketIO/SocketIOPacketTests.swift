import DaybookFormats
import Testing

/// Socket.IO v5 packets as socket.io-parser v4 writes and reads them, with what AndroidAPS's
/// client (socket.io-client-java 2.x) and python-socketio send.
@Suite struct SocketIOPacketTests {
    @Test func connectToANamespaceAndItsAnswer() throws {
        let connect = try SocketIOPacket.decode("0/storage,")
        #expect(connect == SocketIOPacket(.connect, namespace: "/storage"))
        // python-socketio writes the namespace without the comma when there is nothing after it.
        #expect(try SocketIOPacket.decode("0/storage") == connect)
        #expect(try SocketIOPacket.decode("0") == SocketIOPacket(.connect))
        #expect(try SocketIOPacket.decode("0/alarm,{\"token\":\"t\"}").data == .object(["token": .string("t")]))
        let answer = SocketIOPacket(.connect, namespace: "/storage", data: .object(["sid": .string("s1")]))
        #expect(answer.encoded == "0/storage,{\"sid\":\"s1\"}")
        #expect(SocketIOPacket(.connect, data: .object(["sid": .string("s1")])).encoded == "0{\"sid\":\"s1\"}")
    }

    @Test func aSubscribeEventWithItsAckID() throws {
        // What NSClientV3Service emits on the storage socket.
        let text = "2/storage,1[\"subscribe\",{\"accessToken\":\"aaps-1234567890abcdef\","
            + "\"collections\":[\"devicestatus\",\"entries\",\"profile\",\"treatments\",\"foods\",\"settings\"]}]"
        let packet = try SocketIOPacket.decode(text)
        #expect(packet.kind == .event && packet.namespace == "/storage" && packet.ackID == 1)
        #expect(packet.event?.name == "subscribe")
        #expect(packet.event?.arguments.first?.objectValue?["accessToken"] == .string("aaps-1234567890abcdef"))
        #expect(try SocketIOPacket.decode("2[\"ping\"]").event?.name == "ping")
        #expect(try SocketIOPacket.decode("212[\"ack\",2,\"default\",900000]").ackID == 12)
    }

    @Test func anAckAndAnEventAsTheServerWritesThem() {
        let ack = SocketIOPacket(.ack, namespace: "/storage", ackID: 1, data: .array([.object(["success": .bool(false)])]))
        #expect(ack.encoded == "3/storage,1[{\"success\":false}]")
        let event = SocketIOPacket.event("create", [.object(["colName": .string("entries")])], namespace: "/storage")
        #expect(event.encoded == "2/storage,[\"create\",{\"colName\":\"entries\"}]")
        #expect(SocketIOPacket(.disconnect, namespace: "/alarm").encoded == "1/alarm,")
        #expect(SocketIOPacket.event("alarm", [], namespace: "/").encoded == "2[\"alarm\"]")
    }

    @Test func badPacketsAreRefused() {
        for text in ["", "9", "x", "5-/storage,[\"a\",{\"_placeholder\":true,\"num\":0}]", "6", "2/storage,1[",
                     "2/storage,{\"not\":\"an array\"}", "2[]", "2[1]", "0/storage,[1]", "1/storage,{}", "3/storage,1{}",
                     "2/storage,1234567890123456[\"x\"]", "4/storage,"] {
            #expect(throws: SocketIOProtocolError.self, "\(text)") { try SocketIOPacket.decode(text) }
        }
    }
}
