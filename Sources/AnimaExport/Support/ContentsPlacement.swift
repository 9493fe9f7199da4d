import AnimaCore
import Foundation

/// Where a layer's contents image sits for exporters that cannot decode it: the box `contentsGravity` gives (the
/// natural size read from the PNG IHDR or JPEG SOF header, divided by `contentsScale`) and the matching SVG
/// `preserveAspectRatio` / CSS `object-fit`.
enum ContentsPlacement {
    struct Box {
        let rect: Rect
        let svgAspect: String
        let objectFit: String
    }

    static func box(_ c: ImageContents, _ p: LayerProperties) -> Box {
        let b = p.bounds
        switch p.contentsGravity {
        case .resize: return Box(rect: b, svgAspect: "none", objectFit: "fill")
        case .resizeAspect: return Box(rect: b, svgAspect: "xMidYMid meet", objectFit: "contain")
        case .resizeAspectFill: return Box(rect: b, svgAspect: "xMidYMid slice", objectFit: "cover")
        default:
            let scale = p.contentsScale > 0 && p.contentsScale.isFinite ? p.contentsScale : 1
            let px = c.pixelSize ?? (SampleCount.whole(b.width * scale), SampleCount.whole(b.height * scale))
            let natural = Size(Double(px.0) / scale, Double(px.1) / scale)
            return Box(rect: p.contentsGravity.rect(for: natural, in: b), svgAspect: "none", objectFit: "fill")
        }
    }

    /// Warnings for what an exporter that draws the whole image cannot show: a `contentsRect` cut, nine-slice, and,
    /// unless `showsNearest`, nearest filtering (the target's players smooth a scaled image).
    static func unsupported(_ p: LayerProperties, layerID: String, target: String,
                            showsNearest: Bool) -> [ExportWarning] {
        let unit = Rect(0, 0, 1, 1)
        var out: [ExportWarning] = []
        if p.contentsRect != unit {
            out.append(ExportWarning(layerID: layerID, keyPath: "contentsRect",
                                     message: "\(target) shows the whole image; contentsRect is not applied"))
        }
        if p.contentsCenter != unit {
            out.append(ExportWarning(layerID: layerID, keyPath: "contentsCenter",
                                     message: "\(target) has no nine-slice scaling; the image is stretched whole"))
        }
        if !showsNearest, let key = p.magnificationFilter == .nearest ? "magnificationFilter"
            : p.minificationFilter == .nearest ? "minificationFilter" : nil {
            out.append(ExportWarning(layerID: layerID, keyPath: key,
                                     message: "\(target) has no nearest filtering; a scaled image is smoothed"))
        }
        return out
    }

    /// The image as a `data:` URI.
    static func dataURI(_ c: ImageContents) -> String {
        "data:\(c.mediaType ?? "application/octet-stream");base64," + Data(c.bytes).base64EncodedString()
    }
}
