import DaybookFormats
import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNightscout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzCheck.importer(NightscoutImporter(), FuzzCheck.data(data, size))
    return 0
}

FuzzDriver.run(fuzzNightscout)
