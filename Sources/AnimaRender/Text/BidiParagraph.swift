import CFriBidi

/// One paragraph's directions by the Unicode bidirectional algorithm (UAX #9, computed by GNU FriBidi): the
/// paragraph's own direction (from its first strong character) and the embedding level of every character, as
/// runs of UTF-8 bytes with one level each (odd levels run right to left).
struct BidiParagraph {
    /// Bytes of the paragraph's UTF-8 at one embedding level, in logical order.
    struct Run: Equatable {
        let bytes: Range<Int>
        let level: UInt8
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    let isRightToLeft: Bool
    let runs: [Run]

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var base = anima_fribidi_direction_auto()
        guard !scalars.isEmpty, scalars.count < Int(Int32.max) else {
            isRightToLeft = false; runs = []; return
        }
        var chars = scalars.map { FriBidiChar($0.value) }
        let n = FriBidiStrIndex(chars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: chars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: chars.count)
        var levels = [FriBidiLevel](repeating: 0, count: chars.count)
        fribidi_get_bidi_types(&chars, n, &types)
        fribidi_get_bracket_types(&chars, n, &types, &brackets)
        // 0 means FriBidi failed (out of memory): the paragraph is then read as one left-to-right run.
        let maxLevel = fribidi_get_par_embedding_levels_ex(&types, &brackets, n, &base, &levels)
        isRightToLeft = maxLevel > 0 && anima_fribidi_is_rtl(base) != 0
        var runs: [Run] = []
        var offset = 0, start = 0
        var current = maxLevel > 0 ? UInt8(clamping: levels[0]) : 0
        for (i, scalar) in scalars.enumerated() {
            let level = maxLevel > 0 ? UInt8(clamping: levels[i]) : 0
            if level != current {
                runs.append(Run(bytes: start..<offset, level: current))
                start = offset; current = level
            }
            offset += UTF8.width(scalar)
        }
        runs.append(Run(bytes: start..<offset, level: current))
        self.runs = runs
    }

    /// The visual order of items given their levels (UAX #9 rule L2): from the highest level down to the lowest odd
    /// one, every maximal sequence at that level or higher is reversed. Returns indices into `levels`, left to right.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowest = levels.min() else { return order }
        var current = levels
        var level = highest
        while level >= (lowest | 1), level > 0 {
            var i = 0
            while i < current.count {
                guard current[i] >= level else { i += 1; continue }
                var j = i
                while j < current.count, current[j] >= level { j += 1 }
                order[i..<j].reverse()
                current[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
