import DaybookFormats
import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDrip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzCheck.importer(DripImporter(), FuzzCheck.data(data, size))
    return 0
}

FuzzDriver.run(fuzzDrip)
