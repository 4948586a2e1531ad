import DaybookFormats
import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleHealth(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzCheck.importer(AppleHealthImporter(), FuzzCheck.data(data, size))
    return 0
}

FuzzDriver.run(fuzzAppleHealth)
