import DaybookCharts
import DaybookCore
import Testing

/// The QR code of a two-factor secret as the settings page shows it (the code itself is `QRCodeTests`
/// in the core's tests).
@Suite struct QRCodeSVGTests {
    @Test func svgIsOnePathOfDarkModulesWithAnEscapedTitle() throws {
        let code = try QRCode(encoding: "daybook")
        let svg = code.svg(moduleSize: 4, quietZone: 4, title: "Ada & <Daybook> \"TOTP\"")
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.hasSuffix("</svg>"))
        #expect(svg.contains(#"viewBox="0 0 29 29""#))
        #expect(svg.contains(#"role="img""#))
        #expect(svg.contains("<title>Ada &amp; &lt;Daybook&gt; &quot;TOTP&quot;</title>"))
        #expect(svg.ranges(of: "<path").count == 1)
        // The runs cover exactly the dark modules: each "h" is a run's width.
        let darkModules = (0..<code.size).flatMap { row in (0..<code.size).filter { code.isDark(row: row, column: $0) } }.count
        let path = svg.split(separator: "d=\"").last ?? ""
        let widths = path.split(separator: "h").compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(widths.reduce(0, +) == darkModules)
    }
}
