import DaybookCore

extension QRCode {
    /// The code as a standalone SVG: a white square with the quiet zone and one path of the
    /// dark modules, merged into runs per row so that the markup stays small.
    /// `title` names the image for screen readers.
    public func svg(moduleSize: Int = 4, quietZone: Int = 4, title: String) -> String {
        let margin = max(0, quietZone)
        let side = size + 2 * margin
        let pixels = side * max(1, moduleSize)
        var path = ""
        for row in 0..<size {
            var column = 0
            while column < size {
                guard isDark(row: row, column: column) else { column += 1; continue }
                let start = column
                while isDark(row: row, column: column) { column += 1 }
                let run = column - start
                path += "M\(start + margin) \(row + margin)h\(run)v1h-\(run)z"
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="\(pixels)" height="\(pixels)" \
            role="img" shape-rendering="crispEdges"><title>\(SVGText.escape(title))</title>\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }
}
