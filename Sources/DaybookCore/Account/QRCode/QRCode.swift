/// A QR code (ISO/IEC 18004, model 2) holding text in byte mode at error-correction level M,
/// in the smallest of versions 1–10 that fits: enough for an authenticator app's otpauth URI
/// (about 100–150 bytes), drawn on a settings page.
public struct QRCode: Sendable, Equatable {
    /// The text needs more than the 213 bytes of version 10.
    public struct TooLong: Error, Equatable {
        public let byteCount: Int
    }

    /// Modules per side, without the quiet zone.
    public let size: Int
    let version: Int
    let mask: QRMask
    private let modules: QRModuleGrid

    /// Encodes the text's UTF-8 bytes.
    public init(encoding text: String) throws(TooLong) {
        let bytes = Array(text.utf8)
        guard let version = QRVersion.smallest(fitting: bytes.count) else { throw TooLong(byteCount: bytes.count) }
        var unmasked = QRModuleGrid(functionPatternsOf: version)
        unmasked.placeData(QRCodewords.make(for: bytes, version: version))
        // Masks are scored before the format and version information exist (ISO/IEC 18004:2015
        // §7.1 steps 6–7): those areas count as light, as segno does; ties go to the lower mask.
        var mask = QRMask.m0
        var grid = unmasked.masked(by: mask)
        var lowest = grid.penalty
        for candidate in QRMask.allCases.dropFirst() {
            let masked = unmasked.masked(by: candidate)
            let penalty = masked.penalty
            if penalty < lowest { (mask, grid, lowest) = (candidate, masked, penalty) }
        }
        grid.drawFormatInfo(mask: mask)
        grid.drawVersionInfo(version: version.number)
        self.size = version.size
        self.version = version.number
        self.mask = mask
        self.modules = grid
    }

    /// Whether the module is dark; anything outside the symbol is the light quiet zone.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row, column]
    }
}
