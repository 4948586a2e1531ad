import DaybookCore
import Testing

/// Where a webhook may go: public addresses only, judged on every form an address can be written in.
@Suite struct WebhookAddressTests {
    @Test(arguments: [
        ("127.0.0.1", AddressScope.loopback), ("127.255.0.9", .loopback), ("::1", .loopback), ("[::1]", .loopback),
        ("::ffff:127.0.0.1", .loopback), ("::ffff:7f00:1", .loopback), ("64:ff9b::127.0.0.1", .loopback), ("2002:7f00:1::", .loopback),
        ("10.1.2.3", .private), ("172.16.0.1", .private), ("172.31.255.255", .private), ("192.168.1.1", .private),
        ("100.64.0.1", .private), ("fd12:3456::1", .private), ("fc00::1", .private),
        ("169.254.169.254", .linkLocal), ("fe80::1%eth0", .linkLocal), ("::ffff:169.254.169.254", .linkLocal),
        ("0.0.0.0", .unspecified), ("::", .unspecified), ("224.0.0.1", .multicast), ("ff02::1", .multicast),
        ("192.0.2.7", .reserved), ("2001:db8::1", .reserved), ("255.255.255.255", .reserved),
        ("93.184.216.34", .public), ("172.32.0.1", .public), ("2606:4700::1111", .public), ("::ffff:8.8.8.8", .public),
    ])
    func everyFormOfAnAddressIsJudgedByWhereItLeads(_ text: String, _ scope: AddressScope) throws {
        let address = try #require(IPAddress(text), "\(text) did not parse")
        #expect(AddressScope(address) == scope, "\(text)")
    }

    @Test(arguments: ["", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1.2.3.-4", "::1::2", "12345::", "1:2:3:4:5:6:7:8:9", "g::1", "localhost"])
    func whatIsNoAddressIsNotReadAsOne(_ text: String) {
        #expect(IPAddress(text) == nil, "\(text)")
    }

    @Test func ipv6TextRoundTripsThroughItsBytes() throws {
        let address = try #require(IPAddress("2001:db8:0:0:1::ff"))
        #expect(address.bytes == [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0xff])
        #expect(IPAddress(address.description) == address)
    }

    @Test func theURLCheckRefusesThisMachineAndItsNetworkUnlessAllowed() throws {
        for url in ["http://127.0.0.1:8080/hook", "http://[::1]/", "http://localhost/", "http://printer.local/",
                    "http://metadata.google.internal/", "http://169.254.169.254/latest/meta-data", "https://10.0.0.5/x"] {
            #expect(throws: ValidationError.self, "\(url)") { try WebhookRules.checkedURL(url) }
        }
        #expect(try WebhookRules.checkedURL("https://hooks.example.org/daybook") == "https://hooks.example.org/daybook")
        let allow = try WebhookAllowList(parsing: "127.0.0.1, 10.0.0.0/8, receiver.internal")
        for url in ["http://127.0.0.1:8080/hook", "https://10.0.0.5/x", "http://receiver.internal/", "http://[::ffff:10.9.9.9]/"] {
            #expect(throws: Never.self, "\(url)") { try WebhookRules.checkedURL(url, allow: allow) }
        }
        #expect(throws: ValidationError.self) { try WebhookRules.checkedURL("http://127.0.0.2/", allow: allow) }
    }

    @Test func theAllowListNamesItsWrongEntry() {
        #expect(throws: ValidationError(field: "DAYBOOK_WEBHOOK_ALLOW", "10.0.0.0/40 is not an address or a range like 10.0.0.0/8")) {
            try WebhookAllowList(parsing: "127.0.0.1, 10.0.0.0/40")
        }
        #expect(throws: ValidationError.self) { try WebhookAllowList(parsing: "http://x") }
    }
}
