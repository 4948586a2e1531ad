/// The square of modules being built, and which of them belong to function patterns
/// (finders, timing, alignment, format and version areas) that data and masks leave alone.
struct QRModuleGrid: Sendable, Equatable {
    let size: Int
    private(set) var dark: [Bool]
    private(set) var isFunction: [Bool]

    init(size: Int) {
        self.size = size
        dark = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
    }

    subscript(row: Int, column: Int) -> Bool {
        dark[row * size + column]
    }

    func isFunction(row: Int, column: Int) -> Bool {
        isFunction[row * size + column]
    }

    mutating func setFunction(row: Int, column: Int, dark isDark: Bool) {
        dark[row * size + column] = isDark
        isFunction[row * size + column] = true
    }

    mutating func setData(row: Int, column: Int, dark isDark: Bool) {
        dark[row * size + column] = isDark
    }

    /// Rows and then columns, the lines the penalty rules look along.
    var lines: [[Bool]] {
        let rows = (0..<size).map { row in (0..<size).map { self[row, $0] } }
        let columns = (0..<size).map { column in (0..<size).map { self[$0, column] } }
        return rows + columns
    }
}
