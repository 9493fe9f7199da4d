#if !canImport(Darwin)
import AnimaCore

extension LayerProperties {
    /// Takes the properties Core Animation does not animate (images, text, styles and switches) from `current`: the
    /// recorded layer carries the last values, and copies of it carry the earlier ones for the time before each change.
    mutating func adoptUnanimated(from current: LayerProperties) {
        masksToBounds = current.masksToBounds
        maskedCorners = current.maskedCorners
        contents = current.contents
        contentsGravity = current.contentsGravity
        minificationFilter = current.minificationFilter
        magnificationFilter = current.magnificationFilter
        gradientType = current.gradientType
        lineCap = current.lineCap
        lineJoin = current.lineJoin
        fillRule = current.fillRule
        lineDashPattern = current.lineDashPattern
        string = current.string
        fontName = current.fontName
        alignmentMode = current.alignmentMode
        isWrapped = current.isWrapped
        truncationMode = current.truncationMode
    }
}
#endif
