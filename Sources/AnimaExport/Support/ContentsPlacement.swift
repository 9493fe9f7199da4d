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
            let px = pixelSize(c.bytes) ?? (Int(b.width * scale), Int(b.height * scale))
            let natural = Size(Double(px.0) / scale, Double(px.1) / scale)
            return Box(rect: p.contentsGravity.rect(for: natural, in: b), svgAspect: "none", objectFit: "fill")
        }
    }

    /// Warnings for what an exporter that draws the whole image cannot show: a `contentsRect` cut and nine-slice.
    static func unsupported(_ p: LayerProperties, layerID: String, target: String) -> [ExportWarning] {
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
        return out
    }

    /// The image as a `data:` URI.
    static func dataURI(_ c: ImageContents) -> String {
        "data:\(c.mediaType ?? "application/octet-stream");base64," + Data(c.bytes).base64EncodedString()
    }

    /// Width and height from the image header: PNG IHDR (bytes 16…23) or the first JPEG SOF marker.
    static func pixelSize(_ bytes: [UInt8]) -> (Int, Int)? {
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (be16(16) << 16 | be16(18), be16(20) << 16 | be16(22))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (be16(i + 7), be16(i + 5))
            }
            i += 2 + be16(i + 2)
        }
        return nil
    }
}
