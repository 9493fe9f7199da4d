#if !canImport(Darwin)
import Foundation

/// A label, backed by a text layer so recordings and the renderer show its text.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// A text layer backs the label.
    override open class var layerClass: AnyClass { CATextLayer.self }

    private var textLayer: CATextLayer? { layer as? CATextLayer }

    /// Creates a label (17-point system font, black text, as UIKit's).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyFont()
        applyColor()
    }

    /// Creates a label from an archive (nothing is decoded headless; UIKit's defaults apply).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyFont()
        applyColor()
    }

    /// The text.
    open var text: String? {
        didSet { textLayer?.string = text }
    }

    /// The font (17-point system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { applyFont() }
    }

    /// The text colour (black by default).
    open var textColor: UIColor! = .black {
        didSet { applyColor() }
    }

    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            switch textAlignment {
            case .center: textLayer?.alignmentMode = .center
            case .right: textLayer?.alignmentMode = .right
            case .justified: textLayer?.alignmentMode = .justified
            default: textLayer?.alignmentMode = .left
            }
        }
    }

    /// Lines (stored; 0 wraps).
    open var numberOfLines = 1 {
        didSet { textLayer?.isWrapped = numberOfLines != 1 }
    }

    /// The label's current size: text is not measured headless (the renderer lays text out, not AnimaUIKit), so a
    /// label does not size itself to its text; asking reports that.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        AnimaDiagnostics.report(layer: layer.displayName, "text is not measured headless; a label keeps its size")
        return bounds.size
    }

    /// No intrinsic size: text is not measured headless, and asking reports that.
    override open var intrinsicContentSize: CGSize {
        AnimaDiagnostics.report(layer: layer.displayName, "text is not measured headless; a label has no intrinsic size")
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    private func applyFont() {
        let f = font ?? .systemFont(ofSize: 17)
        textLayer?.font = f.fontName
        textLayer?.fontSize = f.pointSize
    }

    private func applyColor() { textLayer?.foregroundColor = (textColor ?? .black).cgColor }
}
#endif
