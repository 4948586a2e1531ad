import DaybookServer
import DaybookStore
import Testing

@Suite struct TrustedProxiesTests {
    let proxies = try! TrustedProxies(parsing: "10.0.0.1, 192.168.0.0/16, fd00::/8")

    @Test func withoutTrustedProxiesTheHeaderIsIgnored() {
        #expect(TrustedProxies.none.clientAddress(peer: "203.0.113.7", forwardedFor: ["198.51.100.1"]) == "203.0.113.7")
    }

    @Test func aPeerThatIsNotTrustedCannotNameAnotherAddress() {
        #expect(proxies.clientAddress(peer: "203.0.113.7", forwardedFor: ["10.9.9.9, 198.51.100.1"]) == "203.0.113.7")
    }

    @Test func behindATrustedProxyTheRightmostUntrustedAddressIsTheClient() {
        // The client wrote "1.2.3.4" itself; the proxy appended the address it saw.
        #expect(proxies.clientAddress(peer: "10.0.0.1", forwardedFor: ["1.2.3.4, 198.51.100.1"]) == "198.51.100.1")
        // Two of our proxies in a row, the header split over two lines.
        #expect(proxies.clientAddress(peer: "10.0.0.1", forwardedFor: ["1.2.3.4, 198.51.100.1", "192.168.4.5"]) == "198.51.100.1")
        #expect(proxies.clientAddress(peer: "fd12::1", forwardedFor: ["2001:db8::42"]) == "2001:db8::42")
    }

    @Test func aTrustedProxyWithoutAHeaderIsItselfTheClient() {
        #expect(proxies.clientAddress(peer: "10.0.0.1", forwardedFor: []) == "10.0.0.1")
        // Only trusted hops: the leftmost one is as far as we can see.
        #expect(proxies.clientAddress(peer: "10.0.0.1", forwardedFor: ["192.168.1.1, 192.168.1.2"]) == "192.168.1.1")
    }

    @Test func garbageInTheHeaderStopsAtTheLastTrustedHop() {
        #expect(proxies.clientAddress(peer: "10.0.0.1", forwardedFor: ["evil, 192.168.1.2"]) == "192.168.1.2")
        #expect(proxies.clientAddress(peer: "10.0.0.1", forwardedFor: ["unknown"]) == "10.0.0.1")
    }

    @Test func portsAndMappedAddressesAreNormalised() {
        #expect(proxies.clientAddress(peer: "::ffff:10.0.0.1", forwardedFor: ["198.51.100.1:5678"]) == "198.51.100.1")
        #expect(proxies.clientAddress(peer: "10.0.0.1", forwardedFor: ["[2001:DB8::1]:443"]) == "2001:db8::1")
        #expect(proxies.isTrusted("192.168.255.255"))
        #expect(!proxies.isTrusted("192.169.0.1"))
        #expect(!proxies.isTrusted("10.0.0.2"))
        #expect(proxies.isTrusted("fdff:ffff::1"))
        #expect(!proxies.isTrusted("fe00::1"))
    }

    @Test func ipv6ClientsAreCountedByTheirSlash64() {
        #expect(TrustedProxies.throttleKey(for: "2001:db8:1:2:aaaa:bbbb:cccc:dddd") == "2001:db8:1:2::/64")
        #expect(TrustedProxies.throttleKey(for: "198.51.100.1") == "198.51.100.1")
    }

    @Test func badSettingsAreRefusedByName() throws {
        for bad in ["10.0.0.300", "10.0.0.0/33", "fd00::/129", "proxy.local", "10.0.0.0/8/8", "10.0.0.0/x"] {
            #expect(throws: ConfigurationError.self, "\(bad)") { try TrustedProxies(parsing: bad) }
        }
        #expect(try TrustedProxies(parsing: " ,, ") == TrustedProxies.none)
    }

    @Test func theSettingsAreReadFromTheEnvironment() throws {
        let config = try AppConfig.fromEnvironment([
            "DAYBOOK_TRUSTED_PROXIES": "127.0.0.1", "DAYBOOK_REGISTRATION_LIMIT": "5/30m", "DAYBOOK_TOKEN_LIMIT": "100/1d",
            "DAYBOOK_LOGIN_LIMIT": "3/600", "DAYBOOK_MAX_BODY_SIZE": "512kb", "DAYBOOK_MAX_UPLOAD_SIZE": "1gb",
            "DAYBOOK_MAX_BATCH_SIZE": "3000000", "DAYBOOK_MAX_IMPORT_SIZE": "50MB",
        ])
        #expect(config.trustedProxies.isTrusted("127.0.0.1"))
        #expect(config.registrationThrottle == ThrottleRule(limit: 5, window: 1800))
        #expect(config.tokenThrottle == ThrottleRule(limit: 100, window: 86_400))
        #expect(config.loginThrottle == ThrottleRule(limit: 3, window: 600))
        #expect(config.bodyLimits.standard == 524_288)
        #expect(config.bodyLimits.importFile == 1_073_741_824)
        #expect(config.bodyLimits.batch == 3_000_000)
        #expect(config.bodyLimits.exportDocument == 52_428_800)

        let defaults = try AppConfig.fromEnvironment([:])
        #expect(defaults.trustedProxies == .none)
        #expect(defaults.registrationThrottle == ThrottleRule(limit: 10, window: 3600))
        #expect(defaults.tokenThrottle == ThrottleRule(limit: 30, window: 3600))
        #expect(defaults.bodyLimits.standard == 1_048_576)

        for (name, bad) in [("DAYBOOK_TOKEN_LIMIT", "30"), ("DAYBOOK_TOKEN_LIMIT", "0/1h"), ("DAYBOOK_TOKEN_LIMIT", "5/soon"),
                            ("DAYBOOK_MAX_BODY_SIZE", "big"), ("DAYBOOK_MAX_BODY_SIZE", "-1mb")] {
            #expect(throws: ConfigurationError.self, "\(name)=\(bad)") { try AppConfig.fromEnvironment([name: bad]) }
        }
    }
}
