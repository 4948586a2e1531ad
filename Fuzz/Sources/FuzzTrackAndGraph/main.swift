import DaybookFormats
import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrackAndGraph(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzCheck.importer(TrackAndGraphImporter(), FuzzCheck.data(data, size))
    return 0
}

FuzzDriver.run(fuzzTrackAndGraph)
