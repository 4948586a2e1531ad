extension QRModuleGrid {
    /// A grid with every function pattern of `version` drawn, and the format and version
    /// areas reserved (light) so that data placement skips them.
    init(functionPatternsOf version: QRVersion) {
        self.init(size: version.size)
        for index in 0..<size {
            setFunction(row: 6, column: index, dark: index.isMultiple(of: 2))
            setFunction(row: index, column: 6, dark: index.isMultiple(of: 2))
        }
        drawFinder(centreRow: 3, centreColumn: 3)
        drawFinder(centreRow: 3, centreColumn: size - 4)
        drawFinder(centreRow: size - 4, centreColumn: 3)
        let centres = version.alignmentCentres
        for row in centres {
            for column in centres where !overlapsFinder(row: row, column: column, centres: centres) {
                drawAlignment(centreRow: row, centreColumn: column)
            }
        }
        reserveFormatAreas()
        if version.number >= 7 { reserveVersionAreas() }
    }

    /// 7×7 finder with its light separator: rings at distance 2 and 4 from the centre are light.
    private mutating func drawFinder(centreRow: Int, centreColumn: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let row = centreRow + dy, column = centreColumn + dx
                guard (0..<size).contains(row), (0..<size).contains(column) else { continue }
                let distance = max(abs(dx), abs(dy))
                setFunction(row: row, column: column, dark: distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(centreRow: Int, centreColumn: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                setFunction(row: centreRow + dy, column: centreColumn + dx, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    /// The three corners of the alignment grid sit on the finders and are left out.
    private func overlapsFinder(row: Int, column: Int, centres: [Int]) -> Bool {
        guard let first = centres.first, let last = centres.last else { return false }
        return (row == first && column == first) || (row == first && column == last) || (row == last && column == first)
    }

    /// Both copies of the 15 format bits and the always-dark module beside the lower one, all light
    /// until the mask is chosen; the timing modules at row/column 6 inside the area stay as drawn.
    private mutating func reserveFormatAreas() {
        for index in 0...8 {
            setFunction(row: 8, column: index, dark: self[8, index])
            setFunction(row: index, column: 8, dark: self[index, 8])
        }
        for index in 0..<8 {
            setFunction(row: 8, column: size - 1 - index, dark: false)
            setFunction(row: size - 1 - index, column: 8, dark: false)
        }
    }

    /// The two 6×3 blocks of version information (versions 7 and up).
    private mutating func reserveVersionAreas() {
        for index in 0..<18 {
            setFunction(row: index / 3, column: size - 11 + index % 3, dark: false)
            setFunction(row: size - 11 + index % 3, column: index / 3, dark: false)
        }
    }
}
