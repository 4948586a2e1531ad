import DaybookCore
import Foundation
import FuzzSupport

/// A body posted to `/api/v1/import`: decoded (ISO 8601 dates, as the API reads them), validated and sorted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExportDocument(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
        var document = try decoder.decode(ExportDocument.self, from: FuzzCheck.data(data, size))
        try document.validate()
        document.sort()
    } catch is DecodingError {
    } catch let error as ValidationError {
        precondition(!error.field.isEmpty, "ValidationError without a field: \(error)")
    } catch {
        fatalError("threw \(type(of: error)): \(error)")
    }
    return 0
}

FuzzDriver.run(fuzzExportDocument)
