import AnimaCore

/// Walks a view tree and turns it into bones and pieces, carrying the configuration cascade down the tree.
struct BoneDeriver {
    let cellIndex: Int
    private(set) var blueprint = SkeletonBlueprint()

    init(cellIndex: Int) { self.cellIndex = cellIndex }

    /// Derives `node` whose parent's origin is at `origin`, under the parent's configuration `inherited`.
    mutating func derive(_ node: ViewNode, origin: Point, inherited: SkeletonConfiguration, prefix: String = "",
                         clip: Rect? = nil) {
        let frame = Rect(origin: origin + node.frame.origin, size: node.frame.size)
        // The view's own facts (radius, font line height) sit between its container's settings and its own.
        let own = inherited.applying(Self.facts(of: node)).applying(node.settings)
        let inside = inherited.applying(node.settings)
        let id = prefix + node.id
        if let background = node.backgroundColor {
            addPiece(id + ".background", [frame], node.cornerRadius ?? 0, background, .always, clip)
        }
        switch node.skeleton {
        case .ignore:
            addPiece(id + ".content", [frame], node.cornerRadius ?? 0, Self.standInColor(node), .always, clip,
                     contents: node.contents)
        case .hide:
            addPiece(id + ".content", [frame], node.cornerRadius ?? 0, Self.standInColor(node), .revealed, clip,
                     contents: node.contents)
        case .block:
            addBlock(node, id: id, frame: frame, configuration: own, clip: clip)
        case .automatic where node.isContainer:
            for child in node.children {
                derive(child, origin: frame.origin, inherited: inside, prefix: prefix, clip: clip)
            }
            if let list = node.list { deriveList(list, in: frame, inherited: inside, prefix: id + "/", clip: clip) }
        case .automatic:
            deriveLeaf(node, id: id, frame: frame, configuration: own, clip: clip)
        }
    }

    private static func facts(of node: ViewNode) -> [SkeletonSetting] {
        var facts: [SkeletonSetting] = []
        if let radius = node.cornerRadius { facts.append(.cornerRadius(radius)) }
        if let height = node.lineHeight { facts.append(.lineHeight(height)) }
        return facts
    }

    private mutating func deriveLeaf(_ node: ViewNode, id: String, frame: Rect, configuration: SkeletonConfiguration,
                                     clip: Rect?) {
        switch node.kind {
        case .label: addLines(node, id: id, frame: frame, configuration: configuration, clip: clip)
        case .image where configuration.imagesAsCircles: addCircle(node, id: id, frame: frame, configuration: configuration, clip: clip)
        default: addBlock(node, id: id, frame: frame, configuration: configuration, clip: clip)
        }
    }

    private mutating func addBlock(_ node: ViewNode, id: String, frame: Rect, configuration: SkeletonConfiguration,
                                   clip: Rect?) {
        addBone(Bone(id: id, nodeID: node.id, frame: frame, cornerRadius: configuration.cornerRadius,
                     configuration: configuration), clip: clip)
        addPiece(id + ".content", [frame], configuration.cornerRadius, Self.standInColor(node), .revealed, clip,
                 contents: node.contents)
    }

    private mutating func addCircle(_ node: ViewNode, id: String, frame: Rect, configuration: SkeletonConfiguration,
                                    clip: Rect?) {
        let side = Swift.min(frame.width, frame.height)
        let circle = Rect(frame.midX - side / 2, frame.midY - side / 2, side, side)
        addBone(Bone(id: id, nodeID: node.id, frame: circle, cornerRadius: side / 2, configuration: configuration),
                clip: clip)
        addPiece(id + ".content", [circle], side / 2, Self.standInColor(node), .revealed, clip, contents: node.contents)
    }

    private mutating func addLines(_ node: ViewNode, id: String, frame: Rect, configuration c: SkeletonConfiguration,
                                   clip: Rect?) {
        var rects = LabelLines(frame: frame, lineHeight: c.lineHeight, spacing: c.lineSpacing,
                               requestedLines: node.lines).rects
        if let last = rects.indices.last {
            let direction = node.direction ?? c.layoutDirection
            rects[last] = LabelLines.shortened(rects[last], fill: lastLineFill(node, c), alignment: node.alignment,
                                               direction: direction)
        }
        let radius = c.lineRadius(height: c.lineHeight)
        for (k, rect) in rects.enumerated() {
            addBone(Bone(id: "\(id).line\(k)", nodeID: node.id, lineIndex: k, frame: rect, cornerRadius: radius,
                         configuration: c), clip: clip)
        }
        addPiece(id + ".content", rects, radius, Self.standInColor(node), .revealed, clip)
    }

    private func lastLineFill(_ node: ViewNode, _ c: SkeletonConfiguration) -> Double {
        guard c.lastLineVariation != 0 else { return c.lastLineFill }
        let u = SeededFraction.value(seed: c.seed, cell: cellIndex, key: node.id)
        return Swift.min(Swift.max(c.lastLineFill + c.lastLineVariation * (2 * u - 1), 0.05), 1)
    }

    private mutating func deriveList(_ list: ListTemplate, in frame: Rect, inherited: SkeletonConfiguration,
                                     prefix: String, clip: Rect?) {
        let size = list.effectiveCellSize
        let extent = list.axis == .vertical ? frame.height : frame.width
        let stride = (list.axis == .vertical ? size.height : size.width) + list.spacing
        let count = ListGeometry.count(list.count, available: extent, stride: stride)
        let innerClip = clip.map { $0.intersection(frame) } ?? frame
        var cell = list.cell
        for k in 0..<count {
            let offset = Double(k) * stride
            // A horizontal list starts at the leading edge, which is the right one in right-to-left layouts.
            let x = inherited.layoutDirection.isRightToLeft ? frame.width - offset - size.width : offset
            cell.frame = list.axis == .vertical ? Rect(0, offset, size.width, size.height)
                                                : Rect(x, 0, size.width, size.height)
            derive(cell, origin: frame.origin, inherited: inherited, prefix: "\(prefix)cell\(k)/", clip: innerClip)
        }
    }

    private mutating func addBone(_ bone: Bone, clip: Rect?) {
        var bone = bone
        if let clip { bone.frame = bone.frame.intersection(clip) }
        guard !bone.frame.isEmpty else { return }
        blueprint.bones.append(bone)
    }

    private mutating func addPiece(_ id: String, _ rects: [Rect], _ radius: Double, _ color: Color,
                                   _ visibility: ContentPiece.Visibility, _ clip: Rect?, contents: ImageContents? = nil) {
        let visible = rects.map { clip.map($0.intersection) ?? $0 }.filter { !$0.isEmpty }
        guard !visible.isEmpty else { return }
        var piece = ContentPiece(id: id, rects: visible, cornerRadius: radius, color: color, visibility: visibility)
        piece.contents = contents
        blueprint.pieces.append(piece)
    }

    /// A flat colour standing for a view's real content: its own `contentColor`, or one by kind.
    static func standInColor(_ node: ViewNode) -> Color {
        if let color = node.contentColor { return color }
        let hex: String
        switch node.kind {
        case .label: hex = "#3A3A3C"
        case .image: hex = "#9DB4D3"
        case .button: hex = "#0A84FF"
        case .textField: hex = "#D1D1D6"
        case .view: hex = "#C7C7CC"
        }
        return Color(hex: hex) ?? .black
    }
}
