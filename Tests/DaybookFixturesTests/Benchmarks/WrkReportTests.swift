import DaybookCore
import DaybookFixtures
import Testing

@Suite struct WrkReportTests {
    @Test func readsThroughputLatencyAndPercentilesFromWrksReport() throws {
        let text = """
            Running 10s test @ http://127.0.0.1:8080/ping
              2 threads and 64 connections
              Thread Stats   Avg      Stdev     Max   +/- Stdev
                Latency     1.52ms  812.00us  21.30ms   88.12%
                Req/Sec    21.40k     1.10k   24.00k    71.50%
              Latency Distribution
                 50%    1.31ms
                 75%    1.80ms
                 90%    2.41ms
                 99%  850.00us
              425812 requests in 10.01s, 52.37MB read
            Requests/sec:  42538.66
            Transfer/sec:      5.23MB
            """
        let report = try WrkReport(parsing: text)
        #expect(report.requests == 425_812)
        #expect(abs(report.seconds - 10.01) < 1e-9)
        #expect(report.requestsPerSecond == 42_538.66)
        #expect(report.latencyAverage == 1.52)
        #expect(report.p50 == 1.31)
        #expect(report.latencyPercentiles[90] == 2.41)
        // Microseconds become milliseconds.
        #expect(abs((report.p99 ?? 0) - 0.85) < 1e-12)
        #expect(report.non2xx == 0)
        #expect(report.socketErrors == 0)
    }

    @Test func countsFailedAnswersAndSocketErrors() throws {
        let text = """
              Latency Distribution
                 50%    1.20s
                 99%    2.00s
              1200 requests in 3.00s, 1.00MB read
              Socket errors: connect 0, read 2, write 0, timeout 64
              Non-2xx or 3xx responses: 17
            Requests/sec:    400.00
            """
        let report = try WrkReport(parsing: text)
        #expect(report.p50 == 1_200)
        #expect(report.p99 == 2_000)
        #expect(report.non2xx == 17)
        #expect(report.socketErrors == 66)
        #expect(report.requestsPerSecond == 400)
    }

    @Test func textThatIsNotWrksReportIsRefused() {
        #expect(throws: ValidationError.self) { try WrkReport(parsing: "unable to connect to 127.0.0.1:9 Connection refused") }
    }
}
