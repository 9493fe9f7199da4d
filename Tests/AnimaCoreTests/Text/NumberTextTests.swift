import AnimaCore
import Testing

/// The shared formatter against the shortest-round-trip rule (Steele & White / Ryū: the fewest significant digits
/// that read back to the same binary64) and Swift's spelling of exponents.
@Suite struct NumberTextTests {
    @Test func integralValuesDropTheFraction() {
        #expect(NumberText.shortest(1) == "1")
        #expect(NumberText.shortest(-160) == "-160")
        #expect(NumberText.shortest(123_456_789_012_345) == "123456789012345")
    }

    @Test func fractionsUseTheFewestDigitsThatReadBack() {
        #expect(NumberText.shortest(0.1) == "0.1")  // the double nearest 0.1; one digit identifies it
        // 0.1 + 0.2 is the double after 0.3 (0.3000000000000000444…): 17 digits are needed to tell them apart.
        #expect(NumberText.shortest(0.1 + 0.2) == "0.30000000000000004")
        #expect(NumberText.shortest(-0.39269908169872414) == "-0.39269908169872414")  // −π/8
    }

    @Test func exponentsAreSpelledAsSwiftDoes() {
        #expect(NumberText.shortest(1e-7) == "1e-07")
        #expect(NumberText.shortest(1e16) == "1e+16")
        #expect(NumberText.shortest(.leastNonzeroMagnitude) == "5e-324")  // the least subnormal
        #expect(NumberText.shortest(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
    }

    @Test func everyFiniteValueReadsBackExactly() {
        let values = [0.1, 1.0 / 3, 2.0 / 3, .pi, -.pi / 8, 1e-7, 1e21, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.5, 1234.5678]
        for x in values { #expect(Double(NumberText.shortest(x)) == x, "\(x)") }
    }

    @Test func negativeZeroIsZero() {
        #expect(NumberText.shortest(-0.0) == "0")
        #expect(NumberText.format(-0.0000001, decimals: 6) == "0")  // rounds to −0
    }

    @Test func formatWritesNonFiniteValuesAsZero() {
        #expect(NumberText.format(.nan) == "0")
        #expect(NumberText.format(.infinity) == "0")
        #expect(NumberText.format(-.infinity) == "0")
        #expect(NumberText.shortest(.infinity) == "inf")
    }

    @Test func decimalsRoundHalfAwayFromZero() {
        #expect(NumberText.format(1.23456789, decimals: 6) == "1.234568")
        #expect(NumberText.format(2.5, decimals: 0) == "3")
        #expect(NumberText.format(-2.5, decimals: 0) == "-3")
        #expect(NumberText.format(10.0000001, decimals: 3) == "10")
    }
}
