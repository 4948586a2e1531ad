import DaybookCore
import DaybookFormats
import Foundation
import FuzzSupport

/// The input is a query string (`find[date][$gte]=…&count=…`), split and percent-decoded as the
/// server's `NightscoutResponse.queryItems` does, then parsed, windowed and matched.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNightscoutQuery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let query = FuzzCheck.text(data, size)
    let items: [(name: String, value: String)] = query.split(separator: "&").compactMap { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        func decode(_ text: Substring) -> String {
            String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
        }
        guard let name = parts.first else { return nil }
        return (decode(name), parts.count > 1 ? decode(parts[1]) : "")
    }
    FuzzCheck.core(fields: Set(items.map(\.name) + ["count"])) {
        let parsed = try NightscoutQuery(items: items)
        _ = parsed.window(now: Date(timeIntervalSince1970: 1_778_414_400))
        _ = parsed.matches(["sgv": .string("95"), "type": .string("sgv"), "date": .integer(1_778_410_800_000),
                            "dateString": .string("2026-05-10T13:00:00+02:00")])
    }
    return 0
}

FuzzDriver.run(fuzzNightscoutQuery)
