import DaybookCore
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocalDate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    FuzzCheck.core(fields: ["fuzz"]) {
        let date = try LocalDate(parsing: text, field: "fuzz")
        // Strict format: what is accepted prints back unchanged.
        precondition(date.description == text, "\(text.debugDescription) parsed as \(date)")
        precondition(LocalDate(dayNumber: date.dayNumber) == date)
    }
    return 0
}

FuzzDriver.run(fuzzLocalDate)
