extension QRModuleGrid {
    /// Codeword bits, most significant first, up and down two-module-wide columns from the
    /// bottom-right corner, skipping function modules and the vertical timing column.
    /// Modules left over (the remainder bits) stay light.
    mutating func placeData(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let row = upward ? size - 1 - step : step
                for column in [right, right - 1] where !isFunction(row: row, column: column) && bitIndex < bitCount {
                    let byte = codewords[bitIndex / 8]
                    setData(row: row, column: column, dark: (byte >> (7 - bitIndex % 8)) & 1 == 1)
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }
}
