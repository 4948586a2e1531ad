/// The eight data masks (ISO/IEC 18004 Table 10): a module where the condition holds is flipped,
/// to break up patterns a reader could mistake for finders and to balance dark and light.
enum QRMask: Int, Sendable, CaseIterable {
    case m0, m1, m2, m3, m4, m5, m6, m7

    func flips(row i: Int, column j: Int) -> Bool {
        switch self {
        case .m0: (i + j) % 2 == 0
        case .m1: i % 2 == 0
        case .m2: j % 3 == 0
        case .m3: (i + j) % 3 == 0
        case .m4: (i / 2 + j / 3) % 2 == 0
        case .m5: (i * j) % 2 + (i * j) % 3 == 0
        case .m6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
        case .m7: ((i + j) % 2 + (i * j) % 3) % 2 == 0
        }
    }
}

extension QRModuleGrid {
    /// The grid with `mask` applied to the data modules; function patterns stay as drawn.
    func masked(by mask: QRMask) -> QRModuleGrid {
        var result = self
        for row in 0..<size {
            for column in 0..<size where !isFunction(row: row, column: column) && mask.flips(row: row, column: column) {
                result.setData(row: row, column: column, dark: !self[row, column])
            }
        }
        return result
    }
}
