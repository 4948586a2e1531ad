import DaybookFormats
import Foundation
import Testing

/// What AndroidAPS's NSClientService sends over the v1 socket, and websocket.js's answers to it.
@Suite struct NightscoutSocketMessagesTests {
    @Test func authorizeAsAndroidAPSSendsIt() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let message = NightscoutSocketAuthorize(.object([
            "client": .string("Android_AAPS"), "history": .integer(48), "status": .bool(true), "from": .integer(0),
            "secret": .string("b1946ac92492d2347c6235b4d2611184b1946ac9"),
        ]))
        #expect(message.credential == "b1946ac92492d2347c6235b4d2611184b1946ac9" && message.wantsStatus)
        #expect(message.start(now: now) == now.addingTimeInterval(-48 * 3600))
        // `from`: the latest instant the client holds; later than the history's start, it starts there.
        let later = NightscoutSocketAuthorize(.object(["from": .integer(1_799_990_000_000), "token": .string("tok")]))
        #expect(later.start(now: now) == Date(timeIntervalSince1970: 1_799_990_000))
        #expect(later.credential == "tok" && !later.wantsStatus)
    }

    @Test func anyAuthorizeIsReadWithoutFailing() {
        for message: NightscoutJSON? in [nil, .string("x"), .array([]), .object(["history": .string("many"), "from": .number(.nan),
                                                                                   "secret": .integer(1)])] {
            let read = NightscoutSocketAuthorize(message)
            #expect(read.credential == nil && read.historyHours == NightscoutSocketAuthorize.defaultHistory)
        }
        #expect(NightscoutSocketAuthorize(.object(["history": .integer(100_000)])).historyHours == NightscoutSocketAuthorize.longestHistory)
    }

    @Test func theAckNamesEachPermission() {
        #expect(NightscoutSocketPermissions(role: .admin).json
            == .object(["read": .bool(true), "write": .bool(true), "write_treatment": .bool(true)]))
        #expect(NightscoutSocketPermissions(role: .uploader) == NightscoutSocketPermissions(read: true, write: true, writeTreatment: true))
        #expect(NightscoutSocketPermissions(role: .readable) == NightscoutSocketPermissions(read: true, write: false, writeTreatment: false))
    }

    @Test func writesAreCheckedInWebsocketJSOrder() {
        let all = NightscoutSocketPermissions(role: .admin)
        func refusal(_ action: NightscoutSocketWrite.Action, _ message: NightscoutJSON?,
                     _ permissions: NightscoutSocketPermissions? = NightscoutSocketPermissions(role: .admin)) -> String? {
            if case .failure(let refusal) = NightscoutSocketWrite.read(action, message, permissions: permissions) { return refusal.result }
            return nil
        }
        #expect(refusal(.dbAdd, .object(["collection": .string("activity"), "data": .object([:])])) == "Wrong collection")
        #expect(refusal(.dbAdd, .string("entries")) == "Wrong collection")
        #expect(refusal(.dbAdd, .object(["collection": .string("entries"), "data": .object([:])]), nil) == "Not authorized")
        #expect(refusal(.dbAdd, .object(["collection": .string("treatments"), "data": .object([:])]), NightscoutSocketPermissions(role: .readable)) == "Not permitted")
        #expect(refusal(.dbUpdate, .object(["collection": .string("treatments"), "data": .object([:])])) == "Missing _id")
        #expect(refusal(.dbRemove, .object(["collection": .string("treatments"), "_id": .integer(5)])) == "Missing _id")
        #expect(refusal(.dbAdd, .object(["collection": .string("entries"), "data": .array([.object([:]), .integer(1)])])) != nil)
        let batch = NightscoutSocketWrite.read(.dbAdd, .object(["collection": .string("entries"), "data": .array([.object([:]), .object([:])])]),
                                               permissions: all)
        #expect((try? batch.get())?.documents.count == 2)
    }

    @Test func updateSetsAndUnsetUnsetsFields() throws {
        let stored: NightscoutDocument = ["_id": .string("a"), "carbs": .integer(20), "pumpSerial": .string("1")]
        let set = try NightscoutSocketWrite.read(.dbUpdate, .object(["collection": .string("treatments"), "_id": .string("a"),
                                                                     "data": .object(["carbs": .integer(25), "_id": .string("b")])]),
                                                 permissions: NightscoutSocketPermissions(role: .admin)).get()
        #expect(set.applied(to: stored) == ["_id": .string("a"), "carbs": .integer(25), "pumpSerial": .string("1")])
        let unset = try NightscoutSocketWrite.read(.dbUpdateUnset, .object(["collection": .string("treatments"), "_id": .string("a"),
                                                                            "data": .object(["pumpSerial": .integer(1)])]),
                                                   permissions: NightscoutSocketPermissions(role: .admin)).get()
        #expect(unset.applied(to: stored) == ["_id": .string("a"), "carbs": .integer(20)])
    }
}
