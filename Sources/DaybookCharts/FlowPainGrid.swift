import DaybookCore

/// Flow and pain by cycle day, one row per cycle and one cell per day: the cell shaded by the day's
/// flow (spotting palest, heavy darkest) and marked by its cramps (a small dot for bad, a large one
/// for terrible), so several cycles compare at a glance on one printed page. Colours come from CSS
/// classes; the shading is fill-opacity, so it reads in black and white too.
public enum FlowPainGrid {
    public struct Row: Sendable, Equatable {
        /// The cycle's start as the reader writes dates ("3 Oct").
        public var label: String
        public var days: [Cell]

        public init(label: String, days: [Cell]) {
            self.label = label
            self.days = days
        }
    }

    public struct Cell: Sendable, Equatable {
        public var flow: FlowLevel?
        public var cramps: CrampLevel?

        public init(flow: FlowLevel? = nil, cramps: CrampLevel? = nil) {
            self.flow = flow
            self.cramps = cramps
        }
    }

    /// Days beyond this are cut off with "…": a cycle of months is a gap in logging, not a row to read.
    public static let mostDays = 60
    static let labelWidth = 62.0, rowHeight = 20.0, headerHeight = 18.0, labelSize = 12

    public static func svg(_ rows: [Row], labels: ChartLabels) -> String {
        let columns = min(max(rows.map(\.days.count).max() ?? 0, 28), mostDays)
        var svg = SVGDocument(kind: "flow-pain", height: headerHeight + rowHeight * Double(max(rows.count, 1)) + 4, labels: labels)
        guard rows.contains(where: { !$0.days.isEmpty }) else {
            svg.noData()
            return svg.render()
        }
        let cell = (SVGDocument.width - labelWidth - 10) / Double(columns)
        func x(_ day: Int) -> Double { labelWidth + cell * Double(day - 1) }
        for day in [1] + Array(stride(from: 5, through: columns, by: 5)) {
            svg.text("\(day)", x: x(day) + cell / 2, y: headerHeight - 5, size: labelSize)
        }
        for (index, row) in rows.enumerated() {
            let top = headerHeight + rowHeight * Double(index)
            svg.text(row.label, x: labelWidth - 4, y: top + rowHeight / 2 + 4, anchor: "end", size: labelSize)
            for (offset, day) in row.days.prefix(columns).enumerated() {
                add(day, day: offset + 1, x: x(offset + 1), y: top + 1, width: cell, height: rowHeight - 2, to: &svg)
            }
            if row.days.count > columns { svg.text("…", x: x(columns) + cell + 5, y: top + rowHeight / 2 + 4, size: labelSize) }
        }
        return svg.render()
    }

    private static func add(_ cell: Cell, day: Int, x: Double, y: Double, width: Double, height: Double, to svg: inout SVGDocument) {
        let data = "data-day=\"\(day)\"" + (cell.flow.map { " data-flow=\"\($0.rawValue)\"" } ?? "")
            + (cell.cramps.map { " data-cramps=\"\($0.rawValue)\"" } ?? "")
        let shade = cell.flow.map(opacity) ?? 0
        // Every day gets its frame, so an empty day reads as "nothing logged", not as a missing cell.
        svg.add("<rect class=\"dbc-day\(shade > 0 ? " dbc-period" : "")\" \(data) x=\"\(n(x + 0.5))\" y=\"\(n(y))\" width=\"\(n(width - 1))\" height=\"\(n(height))\" fill=\"currentColor\" fill-opacity=\"\(n(shade))\" stroke=\"currentColor\" stroke-opacity=\"0.25\" stroke-width=\"0.5\"/>")
        if let radius = cell.cramps.flatMap(painRadius) {
            svg.add("<circle class=\"dbc-pain\" cx=\"\(n(x + width / 2))\" cy=\"\(n(y + height / 2))\" r=\"\(n(min(radius, width / 2)))\" fill=\"currentColor\"/>")
        }
    }

    /// Spotting is barely there, heavy flow solid.
    static func opacity(_ flow: FlowLevel) -> Double {
        switch flow {
        case .none: 0
        case .spotting: 0.2
        case .light: 0.45
        case .medium: 0.7
        case .heavy: 1
        }
    }

    /// Pain is marked only when it hurt; "good" and "none" are no pain.
    static func painRadius(_ cramps: CrampLevel) -> Double? {
        switch cramps {
        case .bad: 2
        case .terrible: 3.5
        case .neutral, .good, .none: nil
        }
    }

    private static func n(_ value: Double) -> String { SVGText.number(value) }
}
