import DaybookCore
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimeOfDay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    FuzzCheck.core(fields: ["fuzz"]) {
        let time = try TimeOfDay(parsing: text, field: "fuzz")
        precondition(time.description == text, "\(text.debugDescription) parsed as \(time)")
    }
    return 0
}

FuzzDriver.run(fuzzTimeOfDay)
