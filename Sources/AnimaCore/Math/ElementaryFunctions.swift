#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WinSDK)
import WinSDK
#endif

// The C library's elementary functions under RealModule's names. AnimaCore calls libm itself rather than through
// swift-numerics because every module that imports AnimaCore (among them the Linux `UIKit` and `SwiftUI` modules) must
// then find swift-numerics' C shim module; a dependency compiled against `import SwiftUI` or `import UIKit` behind
// `canImport` (swift-snapshot-testing, swift-custom-dump) is not given its module map and fails with "missing required
// module '_NumericsShims'". The results are libm's, as RealModule's are.
extension Double {
    @inlinable static func sin(_ x: Double) -> Double { libmSin(x) }
    @inlinable static func cos(_ x: Double) -> Double { libmCos(x) }
    @inlinable static func tan(_ x: Double) -> Double { libmTan(x) }
    @inlinable static func asin(_ x: Double) -> Double { libmAsin(x) }
    @inlinable static func acos(_ x: Double) -> Double { libmAcos(x) }
    @inlinable static func atan2(y: Double, x: Double) -> Double { libmAtan2(y, x) }
    @inlinable static func exp(_ x: Double) -> Double { libmExp(x) }
    @inlinable static func expMinusOne(_ x: Double) -> Double { libmExpm1(x) }

    /// `(sin(x), cos(x))`, the same bits as the two calls. glibc's `sincos` works both out from one argument
    /// reduction with the same kernels as `sin` and `cos`, and saves and restores the rounding mode once instead of
    /// twice: that save is where most of a `sin` or `cos` call waits (docs/performance.md, sessions 23–25).
    @inlinable static func sinAndCos(_ x: Double) -> (sin: Double, cos: Double) {
        #if canImport(Glibc)
        var s = 0.0, c = 0.0
        glibcSinCos(x, &s, &c)
        return (s, c)
        #else
        return (libmSin(x), libmCos(x))
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `sincos`, a GNU extension that the Glibc module does not export. Its arguments, a double and two pointers,
/// pass the same way under Swift's and C's calling conventions.
@usableFromInline @_silgen_name("sincos")
func glibcSinCos(_ x: Double, _ sin: UnsafeMutablePointer<Double>, _ cos: UnsafeMutablePointer<Double>)
#endif

extension Float {
    @inlinable static func exp(_ x: Float) -> Float { libmExpf(x) }
}

// Top-level forwarders: inside the extensions, `sin` would name the static member itself.
@inlinable func libmSin(_ x: Double) -> Double { sin(x) }
@inlinable func libmCos(_ x: Double) -> Double { cos(x) }
@inlinable func libmTan(_ x: Double) -> Double { tan(x) }
@inlinable func libmAsin(_ x: Double) -> Double { asin(x) }
@inlinable func libmAcos(_ x: Double) -> Double { acos(x) }
@inlinable func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable func libmExp(_ x: Double) -> Double { exp(x) }
@inlinable func libmExpm1(_ x: Double) -> Double { expm1(x) }
@inlinable func libmExpf(_ x: Float) -> Float { expf(x) }
