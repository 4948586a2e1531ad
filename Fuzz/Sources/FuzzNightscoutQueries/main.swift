import DaybookCore
import DaybookFormats
import Foundation
import FuzzSupport

/// Every query a Nightscout client can send: v1's `find[…]` (with `$regex`), v3's `field$op=value`
/// filters (with `$re` patterns), and the patterns alone, each parsed, compiled and matched against a
/// few small documents. An input is
///
///     [what: 1 byte: 0 v1 query, 1 v3 search (byte 2 picks the collection), 2 a v3 pattern, 3 a v1 pattern,
///                    4 a v3 pattern and 5 a v1 pattern made of `tokens`, one per byte]
///     the text
///
/// Tokens let the fuzzer write `(){1000}{1000}{1000}` in four bytes: byte mutations alone seldom grow
/// counts and nest repeats, and a pattern's cost lies in exactly those.
///
/// Contract: no trap, and no parse, compile or match that takes longer than libFuzzer's `-timeout`
/// (a pattern is refused or bounded by `PatternBudget`, never slow).
let documents: [NightscoutDocument] = [
    ["_id": .string("5f1a"), "type": .string("sgv"), "sgv": .integer(95), "date": .integer(1_778_410_800_000),
     "dateString": .string("2026-05-10T13:00:00+02:00"), "device": .string("xDrip-DexcomG6"), "direction": .string("Flat")],
    ["identifier": .string("6b2c"), "eventType": .string("Meal Bolus"), "carbs": .integer(30), "insulin": .numeric(2.5),
     "created_at": .string("2026-05-10T11:00:00.000Z"), "notes": .string("Porridge with nuts, café"), "enteredBy": .string("Loop")],
]
let text = "xDrip-DexcomG6 Meal Bolus 2026-05-10 Porridge"

/// Sixteen, so that a byte's low four bits pick one and a short pattern is a likely mutation.
let tokens = ["(", ")", "()", "|", "*", "+", "?", "{1000}", "{0,9}", "{2,}", "a", ".", "[^a-z]", "\\b", "^", "$"]

func queryItems(_ query: String) -> [(name: String, value: String)] {
    query.split(separator: "&").compactMap { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        func decode(_ text: Substring) -> String {
            String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
        }
        guard let name = parts.first else { return nil }
        return (decode(name), parts.count > 1 ? decode(parts[1]) : "")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNightscoutQueries(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = FuzzCheck.data(data, size)[...]
    let what = bytes.popFirst() ?? 0
    let mode = what % 6
    let kind = mode >= 4 ? mode - 2 : mode
    if mode >= 4 {
        bytes = Data(bytes.map { tokens[Int($0 & 0x0F)] }.joined().utf8)[...]
    }
    switch kind {
    case 0:
        let items = queryItems(String(decoding: bytes, as: UTF8.self))
        if let query = try? NightscoutQuery(items: items) {
            _ = query.window(now: Date(timeIntervalSince1970: 1_778_414_400))
            for document in documents { _ = query.matches(document) }
        }
    case 1:
        let collections = NightscoutV3Collection.allCases
        let collection = collections[Int(bytes.popFirst() ?? 0) % collections.count]
        let items = queryItems(String(decoding: bytes, as: UTF8.self))
        if let search = try? NightscoutV3Search(items: items, collection: collection) {
            _ = search.earliestMilliseconds
            _ = try? search.apply(to: documents)
        }
    case 2:
        if let pattern = try? BoundedPattern(String(decoding: bytes, as: UTF8.self)) {
            _ = try? pattern.matches(text, budget: PatternBudget())
            _ = try? pattern.matches("", budget: PatternBudget())
        }
    default:
        let source = String(decoding: bytes, as: UTF8.self)
        for options in ["", "i"] {
            if let pattern = try? NightscoutPattern(source, options: options) {
                _ = pattern.matches(text)
                _ = pattern.matches("")
            }
        }
    }
    return 0
}

FuzzDriver.run(fuzzNightscoutQueries)
