@testable import DaybookCore
import Testing

@Suite struct QRCodeTests {
    @Test(arguments: goldens) func matchesAnIndependentEncoder(_ golden: Golden) throws {
        let code = try QRCode(encoding: golden.text)
        #expect(code.version == golden.version)
        #expect(code.mask.rawValue == golden.mask)
        #expect(picture(of: code) == golden.matrix)
    }

    @Test func theVersionGrowsWithTheLengthUpToVersionTen() throws {
        let capacities = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213]
        for (index, capacity) in capacities.enumerated() {
            let full = try QRCode(encoding: String(repeating: "a", count: capacity))
            #expect(full.version == index + 1)
            #expect(full.size == 21 + 4 * index)
            if index + 1 < capacities.count {
                #expect(try QRCode(encoding: String(repeating: "a", count: capacity + 1)).version == index + 2)
            }
        }
        #expect(throws: QRCode.TooLong(byteCount: 214)) { try QRCode(encoding: String(repeating: "a", count: 214)) }
        // UTF-8 bytes count, not characters: 54 four-byte emoji are 216 bytes.
        #expect(throws: QRCode.TooLong(byteCount: 216)) { try QRCode(encoding: String(repeating: "🙂", count: 54)) }
    }

    @Test func outsideTheSymbolIsTheLightQuietZone() throws {
        let code = try QRCode(encoding: "daybook")
        #expect(code.isDark(row: 0, column: 0))
        #expect(!code.isDark(row: -1, column: 0))
        #expect(!code.isDark(row: 0, column: code.size))
    }

    /// Worked example of ISO/IEC 18004 Annex I: "01234567" at 1-M, data codewords and their correction.
    @Test func reedSolomonMatchesTheStandardsExample() {
        let data: [UInt8] = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.errorCorrection(for: data, count: 10) == [165, 36, 212, 193, 237, 54, 199, 135, 44, 85])
    }

    /// ISO/IEC 18004 Annex C and D: level M with mask 0, and version 7.
    @Test func formatAndVersionBitsMatchTheStandardsTables() {
        #expect(QRModuleGrid.formatBits(mask: .m0) == 0b101_0100_0001_0010)
        #expect(QRModuleGrid.versionBits(7) == 0b00_0111_1100_1001_0100)
    }

    private func picture(of code: QRCode) -> String {
        (0..<code.size).map { row in String((0..<code.size).map { code.isDark(row: row, column: $0) ? "#" : "." }) }
            .joined(separator: "\n")
    }

    struct Golden: CustomTestStringConvertible {
        let text: String
        let version: Int
        let mask: Int
        let matrix: String
        var testDescription: String { text }
    }

    /// Made by segno 1.6.6, an independent encoder (mode "byte", error "m", boost_error off), whose
    /// automatic version and mask equal ours here. One fix applied to segno first: it writes a 0x00
    /// codeword after the terminator when the bits already end on a byte, as byte mode always
    /// does (segno's open issue #148); ISO/IEC 18004 §7.4.10 pads only to the next byte boundary.
    static let goldens = [
        Golden(
            text: "daybook",
            version: 1, mask: 5,
            matrix: """
                #######....##.#######
                #.....#.#.#...#.....#
                #.###.#.#.##..#.###.#
                #.###.#.##.##.#.###.#
                #.###.#...#.#.#.###.#
                #.....#...##..#.....#
                #######.#.#.#.#######
                ........##...........
                #.....#.####.##..###.
                ##..#....#.###..#.#..
                .####.###...#.##.###.
                ###..#.#..#########..
                #.##.###########....#
                ........#.#.#...#...#
                #######..###.#...###.
                #.....#..#....##.###.
                #.###.#...##.#..#..#.
                #.###.#..######.#.#..
                #.###.#...####..##.##
                #.....#...#########..
                #######.##..#...#..#.
                """
        ),
        Golden(
            text: "Jürgen",
            version: 1, mask: 7,
            matrix: """
                #######..#.##.#######
                #.....#..#....#.....#
                #.###.#...#...#.###.#
                #.###.#...###.#.###.#
                #.###.#..##.#.#.###.#
                #.....#.#.###.#.....#
                #######.#.#.#.#######
                .........#.##........
                #..#.##.###..#.#.....
                #..#...#......##.#.#.
                .##.#.###.#.##...#...
                .##.#..#.###...##.##.
                .#...###.#..#.##.#...
                ........####...#..#..
                #######......#.#####.
                #.....#.######......#
                #.###.#..#.#..##.#..#
                #.###.#.####...##..##
                #.###.#..#..#..##...#
                #.....#..#...##......
                #######.#..##..###.#.
                """
        ),
        Golden(
            text: "otpauth://totp/Daybook:ada%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Daybook",
            version: 5, mask: 5,
            matrix: """
                #######..#..#...###..#...#.#..#######
                #.....#.#..#..#...#...#...#...#.....#
                #.###.#.#...###...##.#.##..#..#.###.#
                #.###.#.#..#######...#..##.##.#.###.#
                #.###.#...###.#.######.#...##.#.###.#
                #.....#...#.#....#..##......#.#.....#
                #######.#.#.#.#.#.#.#.#.#.#.#.#######
                ........#.#.##......#.#.#..##........
                #.....#.#...####.#.#..#...#..##..###.
                .#.#.........#...###...#..#..####.##.
                .#######..##.#......##.....###.######
                #.#........##..##.#...#.#.#.##...#..#
                ......#####...#.....#.#.#..#####.#..#
                #.#..#..#.#..#.######..#.###.......#.
                #..#..#.##...#####..###.##.#.##.##.##
                #....#..##..#.##....#..##...##...###.
                .#..#.#.##....#.##..#.####.#.###.##.#
                ..#.##.######.#...###..#.##.####.#.#.
                .##.###.#.##..##.#.#.#.######..#..#.#
                .#.......##...........##..#..#...#.#.
                .##..######.##.####......########.##.
                ###.#...####...#####...##.##.#..#.#..
                #.#.###.#.#....####..##..#.#.......##
                ..###..##......##.....###.#.###.##.##
                .##.####.####..####.#...##.#.####...#
                ###....##..####.#####.###.#.##.#.#...
                #.#.#.###...#....#...##.##.#.##.##.##
                #.##.#....#.####..#...#.#.#...#...##.
                #.#..##...#.#....#..#...#########.##.
                ........##.##..######.##...##...##...
                #######..##...###..#..##.##.#.#.#.#.#
                #.....#.....####.##.#..#...##...##.#.
                #.###.#....#.####......#..#######.#.#
                #.###.#..###.#..###......#.#.##..#..#
                #.###.#..#...#####..##..###.#..#...##
                #.....#..#..###.....#...#.#...#..#..#
                #######.#####..#....#...#...#...###.#
                """
        ),
    ]
}
