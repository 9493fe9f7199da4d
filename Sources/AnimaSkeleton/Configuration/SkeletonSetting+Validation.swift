extension SkeletonSetting {
    /// Where the setting sits in a layout file's configuration object: `lineHeight`, `shimmer.speed`, `colors.dark.base`.
    public var jsonKey: String {
        switch self {
        case .style: "style"
        case .appearance: "appearance"
        case .palette(let a, _): "colors.\(a.rawValue)"
        case .baseColor(let a, _): "colors.\(a.rawValue).base"
        case .highlightColor(let a, _): "colors.\(a.rawValue).highlight"
        case .deepColor(let a, _): "colors.\(a.rawValue).deep"
        case .elementColor: "color"
        case .cornerRadius: "cornerRadius"
        case .lineHeight: "lineHeight"
        case .lineSpacing: "lineSpacing"
        case .lastLineFill: "lastLineFill"
        case .lastLineVariation: "lastLineVariation"
        case .lineCornerRadius: "lineCornerRadius"
        case .imagesAsCircles: "imagesAsCircles"
        case .seed: "seed"
        case .layoutDirection: "layoutDirection"
        case .reduceMotion: "reduceMotion"
        case .reducedMotionStyle: "reducedMotionStyle"
        case .shimmerDirection: "direction"
        case .shimmerHighlightWidth: "shimmer.highlightWidth"
        case .shimmerSpeed: "shimmer.speed"
        case .shimmerPause: "shimmer.pause"
        case .shimmerTilt: "shimmer.tilt"
        case .pulseDuration: "pulse.duration"
        case .pulseMinimumOpacity: "pulse.minimumOpacity"
        case .staggerDuration: "stagger.duration"
        case .staggerDelay: "stagger.delay"
        case .dropStep: "drop.step"
        case .dropStayRatio: "drop.stayRatio"
        case .dropRestSteps: "drop.restSteps"
        case .stretchDuration: "stretch.duration"
        case .stretchLongScale: "stretch.longScale"
        case .stretchShortScale: "stretch.shortScale"
        case .animated: "animated"
        case .dropIndex: "dropIndex"
        case .dropFromIndex: "dropFromIndex"
        case .removeOnDrop: "removeOnDrop"
        case .stretchMode: "stretchMode"
        }
    }

    /// What is wrong with the setting's value, or nil when it is acceptable.
    public var problem: String? {
        switch self {
        case .palette(_, let p):
            return [p.base, p.highlight, p.deep].allSatisfy(\.isFinite) ? nil : "colours must be finite"
        case .baseColor(_, let c), .highlightColor(_, let c), .deepColor(_, let c), .elementColor(let c):
            return c.isFinite ? nil : "colour must be finite"
        case .lineHeight(let v), .shimmerSpeed(let v), .pulseDuration(let v), .staggerDuration(let v),
             .dropStep(let v), .stretchDuration(let v), .stretchLongScale(let v), .stretchShortScale(let v):
            return Self.positive(v)
        case .cornerRadius(let v), .lineSpacing(let v), .lineCornerRadius(let v), .shimmerPause(let v),
             .staggerDelay(let v):
            return Self.nonNegative(v)
        case .lastLineFill(let v), .lastLineVariation(let v), .pulseMinimumOpacity(let v), .dropStayRatio(let v):
            return Self.fraction(v, allowsZero: true)
        case .shimmerHighlightWidth(let v):
            return Self.fraction(v, allowsZero: false)
        case .shimmerTilt(let v):
            return v.isFinite && Swift.abs(v) < 90 ? nil : "must be between -90 and 90 degrees (exclusive), got \(v)"
        case .dropRestSteps(let n), .dropIndex(let n), .dropFromIndex(let n):
            return n >= 0 ? nil : "must be 0 or more, got \(n)"
        default:
            return nil
        }
    }

    private static func positive(_ v: Double) -> String? {
        v.isFinite && v > 0 ? nil : "must be a positive number, got \(v)"
    }

    private static func nonNegative(_ v: Double) -> String? {
        v.isFinite && v >= 0 ? nil : "must be 0 or more, got \(v)"
    }

    private static func fraction(_ v: Double, allowsZero: Bool) -> String? {
        v.isFinite && v <= 1 && (allowsZero ? v >= 0 : v > 0)
            ? nil : "must be between \(allowsZero ? "0" : "0 (exclusive)") and 1, got \(v)"
    }
}
