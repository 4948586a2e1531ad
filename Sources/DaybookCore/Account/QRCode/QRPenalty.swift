/// The penalty score of ISO/IEC 18004 §7.8.3.1: the mask with the lowest score is used.
extension QRModuleGrid {
    var penalty: Int {
        let lines = self.lines
        return lines.reduce(0) { $0 + Self.runPenalty($1) + 40 * Self.finderLikePatterns($1) }
            + blockPenalty + balancePenalty
    }

    /// N1: a run of five or more same-coloured modules in a line scores 3, plus 1 per extra module.
    static func runPenalty(_ line: [Bool]) -> Int {
        var score = 0
        var start = 0
        while start < line.count {
            var end = start
            while end < line.count && line[end] == line[start] { end += 1 }
            if end - start >= 5 { score += end - start - 2 }
            start = end
        }
        return score
    }

    /// N3: dark-light-dark-dark-dark-light-dark with four light modules before or after it;
    /// outside the symbol counts as light, as the quiet zone is. Every occurrence counts, also
    /// two that share modules (segno skips the second, so its choice of mask can differ, rarely).
    static func finderLikePatterns(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        guard line.count >= pattern.count else { return 0 }
        func isLight(_ index: Int) -> Bool { !line.indices.contains(index) || !line[index] }
        return (0...(line.count - pattern.count)).filter { start in
            pattern.indices.allSatisfy { line[start + $0] == pattern[$0] }
                && ((start - 4..<start).allSatisfy(isLight) || (start + 7..<start + 11).allSatisfy(isLight))
        }.count
    }

    /// N2: 3 for every 2×2 square of one colour (overlapping squares each count).
    private var blockPenalty: Int {
        var score = 0
        for row in 0..<size - 1 {
            for column in 0..<size - 1 {
                let colour = self[row, column]
                if self[row, column + 1] == colour && self[row + 1, column] == colour && self[row + 1, column + 1] == colour {
                    score += 3
                }
            }
        }
        return score
    }

    /// N4: 10 for every full 5 % the share of dark modules lies away from 50 %.
    private var balancePenalty: Int {
        let darkCount = dark.filter { $0 }.count
        let deviation = abs(darkCount * 100 - size * size * 50)
        return 10 * (deviation / (size * size * 5))
    }
}
