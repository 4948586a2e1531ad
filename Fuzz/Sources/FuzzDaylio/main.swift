import DaybookFormats
import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDaylio(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzCheck.importer(DaylioImporter(), FuzzCheck.data(data, size))
    return 0
}

FuzzDriver.run(fuzzDaylio)
