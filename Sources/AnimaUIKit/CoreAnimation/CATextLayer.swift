#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A layer that draws a string in one font, size and colour (shaped by HarfBuzz when rendered).
open class CATextLayer: CALayer {
    override class var layerKind: LayerKind { .text }

    /// The text: a `String`, or an `NSAttributedString` whose characters are drawn in the layer's own font and
    /// colour (its attributes are not modelled and are reported). Not animatable.
    public var string: Any? {
        get { modelValues.string.isEmpty ? nil : modelValues.string }
        set {
            switch newValue {
            case nil: setUnanimated { $0.string = "" }
            case let text as String: setUnanimated { $0.string = text }
            case let text as NSAttributedString:
                setUnanimated { $0.string = text.string }
                AnimaDiagnostics.report(layer: displayName, keyPath: "string",
                                        "an attributed string's attributes are not modelled; its characters are drawn in the layer's font")
            default:
                AnimaDiagnostics.report(layer: displayName, keyPath: "string",
                                        "string must be a String or an NSAttributedString, not a \(AnyValue.typeName(newValue)); ignored")
            }
        }
    }

    /// The font, by name (a `String`; fontconfig resolves it when rendered, Helvetica's stand-in by default).
    public var font: Any? {
        get { modelValues.fontName }
        set {
            switch newValue {
            case nil: setUnanimated { $0.fontName = nil }
            case let name as String: setUnanimated { $0.fontName = name }
            default:
                AnimaDiagnostics.report(layer: displayName, keyPath: "font",
                                        "font must be a font name String here, not a \(AnyValue.typeName(newValue)); ignored")
            }
        }
    }

    /// The font size in points (36 by default).
    public var fontSize: CGFloat {
        get { CGFloat(modelValues.fontSize) }
        set { setModel(.fontSize, .number(Double(newValue))) }
    }

    /// The text colour (white by default).
    public var foregroundColor: CGColor? {
        get { CGColor(modelValues.foregroundColor) }
        set { setModel(.foregroundColor, .color(newValue?.color ?? .white)) }
    }

    /// How lines are aligned (not animatable).
    public var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: modelValues.alignmentMode.rawValue) }
        set { setUnanimated { $0.alignmentMode = TextAlignmentMode(rawValue: newValue.rawValue) ?? .natural } }
    }

    /// Whether lines wrap at the bounds' width (not animatable).
    public var isWrapped: Bool {
        get { modelValues.isWrapped }
        set { setUnanimated { $0.isWrapped = newValue } }
    }

    /// Where a line that does not fit is cut (not animatable).
    public var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: modelValues.truncationMode.rawValue) }
        set { setUnanimated { $0.truncationMode = TruncationMode(rawValue: newValue.rawValue) ?? .none } }
    }
}
#endif
