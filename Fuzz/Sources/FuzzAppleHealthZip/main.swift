import DaybookFormats
import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleHealthZip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Written to a file because ZIPFoundation reads archives from disk, as the import does.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-fuzz-zip-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let zip = folder.appendingPathComponent("export.zip")
    do {
        try FuzzCheck.data(data, size).write(to: zip)
    } catch {
        fatalError("cannot write \(zip.path): \(error)")
    }
    do {
        let xml = try ImportArchive.unpackAppleHealthExport(zip)
        defer { try? FileManager.default.removeItem(at: xml) }
        FuzzCheck.importer(AppleHealthImporter(), (try? Data(contentsOf: xml)) ?? Data())
    } catch is ImportError {
        // A damaged zip is refused.
    } catch {
        fatalError("unpacking threw \(type(of: error)) instead of ImportError: \(error)")
    }
    return 0
}

FuzzDriver.run(fuzzAppleHealthZip)
