/// An animatable property, named by its Core Animation key path.
public enum PropertyKey: String, Sendable, Hashable, CaseIterable {
    /// The layer's anchor point in its superlayer's coordinates.
    case position
    /// The x of `position`.
    case positionX = "position.x"
    /// The y of `position`.
    case positionY = "position.y"
    /// The layer's own rectangle: origin and size.
    case bounds
    /// The origin of `bounds`, which shifts the sublayers' coordinates.
    case boundsOrigin = "bounds.origin"
    /// The x of `bounds.origin`.
    case boundsOriginX = "bounds.origin.x"
    /// The y of `bounds.origin`.
    case boundsOriginY = "bounds.origin.y"
    /// The size of `bounds`.
    case boundsSize = "bounds.size"
    /// The width of `bounds`.
    case boundsWidth = "bounds.size.width"
    /// The height of `bounds`.
    case boundsHeight = "bounds.size.height"
    /// The pivot, in unit coordinates of the bounds; `position` places it.
    case anchorPoint
    /// The x of `anchorPoint`.
    case anchorPointX = "anchorPoint.x"
    /// The y of `anchorPoint`.
    case anchorPointY = "anchorPoint.y"
    /// The anchor point's z: the transform turns about (anchor, anchorPointZ), and the layer sits anchorPointZ
    /// behind `zPosition` (how a cube's faces share one centre).
    case anchorPointZ
    /// The drawing order among siblings: higher draws later.
    case zPosition
    /// The opacity of the layer and its sublayers, 0…1.
    case opacity
    /// Whether the layer and its sublayers are not drawn.
    case isHidden
    /// The fill behind the layer's content, inside its rounded bounds.
    case backgroundColor
    /// The radius of the rounded corners of the background and border.
    case cornerRadius
    /// The width of the border drawn inside the bounds.
    case borderWidth
    /// The colour of the border.
    case borderColor
    /// The colour of the drop shadow.
    case shadowColor
    /// The opacity of the drop shadow, 0…1; 0 draws none.
    case shadowOpacity
    /// The drop shadow's offset.
    case shadowOffset
    /// The width (x) of `shadowOffset`.
    case shadowOffsetWidth = "shadowOffset.width"
    /// The height (y) of `shadowOffset`.
    case shadowOffsetHeight = "shadowOffset.height"
    /// The blur radius of the drop shadow.
    case shadowRadius
    /// The whole 3D transform, applied about the anchor point.
    case transform
    /// The rotation about z in radians, as `transform.rotation.z`.
    case rotation = "transform.rotation"
    /// The rotation about x in radians.
    case rotationX = "transform.rotation.x"
    /// The rotation about y in radians.
    case rotationY = "transform.rotation.y"
    /// The rotation about z in radians (positive is clockwise on screen).
    case rotationZ = "transform.rotation.z"
    /// The scale of x and y together.
    case scale = "transform.scale"
    /// The scale of x.
    case scaleX = "transform.scale.x"
    /// The scale of y.
    case scaleY = "transform.scale.y"
    /// The scale of z.
    case scaleZ = "transform.scale.z"
    /// The scale of x and y together, z left as it is.
    case scaleXY = "transform.scale.xy"
    /// The translation in x and y.
    case translation = "transform.translation"
    /// The translation in x.
    case translationX = "transform.translation.x"
    /// The translation in y.
    case translationY = "transform.translation.y"
    /// The translation in z.
    case translationZ = "transform.translation.z"
    /// The 3D transform applied to the sublayers, about the anchor point (perspective lives here).
    case sublayerTransform
    /// The `sublayerTransform.rotation` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotation = "sublayerTransform.rotation"
    /// The `sublayerTransform.rotation.x` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotationX = "sublayerTransform.rotation.x"
    /// The `sublayerTransform.rotation.y` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotationY = "sublayerTransform.rotation.y"
    /// The `sublayerTransform.rotation.z` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotationZ = "sublayerTransform.rotation.z"
    /// The `sublayerTransform.scale` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScale = "sublayerTransform.scale"
    /// The `sublayerTransform.scale.x` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScaleX = "sublayerTransform.scale.x"
    /// The `sublayerTransform.scale.y` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScaleY = "sublayerTransform.scale.y"
    /// The `sublayerTransform.scale.z` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScaleZ = "sublayerTransform.scale.z"
    /// The `sublayerTransform.scale.xy` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScaleXY = "sublayerTransform.scale.xy"
    /// The `sublayerTransform.translation` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslation = "sublayerTransform.translation"
    /// The `sublayerTransform.translation.x` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslationX = "sublayerTransform.translation.x"
    /// The `sublayerTransform.translation.y` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslationY = "sublayerTransform.translation.y"
    /// The `sublayerTransform.translation.z` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslationZ = "sublayerTransform.translation.z"
    /// Whether the layer is drawn when it faces away from the viewer.
    case isDoubleSided
    /// Replicators: how many copies of the sublayers are drawn (0…10,000).
    case instanceCount
    /// Replicators: the time offset, in seconds, between successive instances.
    case instanceDelay
    /// Replicators: the transform applied once more to each successive instance.
    case instanceTransform
    /// Replicators: the colour the first instance's sublayers are multiplied by.
    case instanceColor
    /// Replicators: added to the red of the instance colour for each successive instance.
    case instanceRedOffset
    /// Replicators: added to the green of the instance colour for each successive instance.
    case instanceGreenOffset
    /// Replicators: added to the blue of the instance colour for each successive instance.
    case instanceBlueOffset
    /// Replicators: added to the alpha of the instance colour for each successive instance.
    case instanceAlphaOffset
    /// A gradient layer's colour stops.
    case colors
    /// A gradient layer's stop locations, 0…1.
    case locations
    /// Where a gradient starts, in unit coordinates of the bounds.
    case startPoint
    /// Where a gradient ends, in unit coordinates of the bounds.
    case endPoint
    /// A shape layer's path.
    case path
    /// A shape layer's fill colour.
    case fillColor
    /// A shape layer's stroke colour.
    case strokeColor
    /// A shape layer's stroke width.
    case lineWidth
    /// A shape layer's limit on the length of mitred joins, in line widths.
    case miterLimit
    /// Where along the path a shape layer's stroke starts, 0…1.
    case strokeStart
    /// Where along the path a shape layer's stroke ends, 0…1.
    case strokeEnd
    /// How far into the dash pattern a shape layer's stroke starts.
    case lineDashPhase
    /// The part of the contents image shown, in unit coordinates of the image.
    case contentsRect
    /// The origin of `contentsRect` (which part of the image is shown, in unit coordinates).
    case contentsRectOrigin = "contentsRect.origin"
    /// The x of `contentsRect.origin` (a sprite sheet's frame).
    case contentsRectOriginX = "contentsRect.origin.x"
    /// The y of `contentsRect.origin`.
    case contentsRectOriginY = "contentsRect.origin.y"
    /// The size of `contentsRect`.
    case contentsRectSize = "contentsRect.size"
    /// The width of `contentsRect`.
    case contentsRectWidth = "contentsRect.size.width"
    /// The height of `contentsRect`.
    case contentsRectHeight = "contentsRect.size.height"
    /// The stretchable middle of the contents image, in unit coordinates of the image.
    case contentsCenter
    /// Pixels of the contents image per point.
    case contentsScale
    /// A text layer's font size in points.
    case fontSize
    /// A text layer's text colour.
    case foregroundColor

    /// Parses a key path, also accepting the key QuartzCore's key-value coding uses (`hidden` for `isHidden`,
    /// `doubleSided` for `isDoubleSided`).
    public init?(keyPath: String) {
        guard let key = PropertyKey(rawValue: keyPath) ?? Self.coreAnimationAliases[keyPath] else { return nil }
        self = key
    }

    /// The table's Core Animation keys that differ from the key path, to the key path they name.
    private static let coreAnimationAliases: [String: PropertyKey] = Dictionary(uniqueKeysWithValues: allCases.compactMap {
        $0.descriptor.coreAnimationKey == $0.keyPath ? nil : ($0.descriptor.coreAnimationKey, $0)
    })

    /// The Core Animation key path.
    public var keyPath: String { rawValue }

    /// The type of value the property takes: the property table's `valueKind`, as a switch of its own because the
    /// sampler asks it per frame (PropertyTableTests checks the two agree).
    public var valueKind: ValueKind {
        switch self {
        case .position, .anchorPoint, .startPoint, .endPoint, .boundsOrigin, .contentsRectOrigin: .point
        case .boundsSize, .shadowOffset, .translation, .sublayerTranslation, .contentsRectSize: .size
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .instanceColor, .foregroundColor: .color
        case .transform, .sublayerTransform, .instanceTransform: .transform
        case .path: .path
        case .colors: .colors
        case .locations: .numbers
        case .isHidden, .isDoubleSided: .bool
        default: .number
        }
    }

    /// Whether this is one of the `transform.*` value-function key paths, which animate a part of the transform.
    public var isTransformComponent: Bool {
        switch self {
        case .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ, .scaleXY,
             .translation, .translationX, .translationY, .translationZ: true
        default: false
        }
    }

    /// Whether this is one of the `sublayerTransform.*` key paths, which animate a part of the sublayer transform.
    public var isSublayerTransformComponent: Bool { sublayerCounterpart != nil }

    /// The `transform.*` key naming the same part as this `sublayerTransform.*` key, nil for other keys.
    public var sublayerCounterpart: PropertyKey? {
        switch self {
        case .sublayerRotation: .rotation
        case .sublayerRotationX: .rotationX
        case .sublayerRotationY: .rotationY
        case .sublayerRotationZ: .rotationZ
        case .sublayerScale: .scale
        case .sublayerScaleX: .scaleX
        case .sublayerScaleY: .scaleY
        case .sublayerScaleZ: .scaleZ
        case .sublayerScaleXY: .scaleXY
        case .sublayerTranslation: .translation
        case .sublayerTranslationX: .translationX
        case .sublayerTranslationY: .translationY
        case .sublayerTranslationZ: .translationZ
        default: nil
        }
    }

    /// Whether values of this key fit in four numbers (number, point, size, rect, colour), the timeline's fast lane.
    public var isVectorLike: Bool {
        switch valueKind {
        case .number, .point, .size, .rect, .color: true
        case .transform, .path, .colors, .numbers, .bool: false
        }
    }
}

// MARK: The property table

extension PropertyKey {
    /// This key path's row of the property table: value kind, default, the layers that have it, how it animates and
    /// composes, and the whole property a sub-path is part of. Every module reads a property from here.
    public var descriptor: PropertyDescriptor {
        switch self {
        case .position: whole(.point, .point(.zero))
        case .positionX: part(.number, of: .position, lanes: (0, 1), .number(0))
        case .positionY: part(.number, of: .position, lanes: (1, 1), .number(0))
        case .bounds: whole(.rect, .rect(.zero))
        case .boundsOrigin: part(.point, of: .bounds, lanes: (0, 2), .point(.zero))
        case .boundsOriginX: part(.number, of: .bounds, lanes: (0, 1), .number(0))
        case .boundsOriginY: part(.number, of: .bounds, lanes: (1, 1), .number(0))
        case .boundsSize: part(.size, of: .bounds, lanes: (2, 2), .size(Size(0, 0)))
        case .boundsWidth: part(.number, of: .bounds, lanes: (2, 1), .number(0))
        case .boundsHeight: part(.number, of: .bounds, lanes: (3, 1), .number(0))
        case .anchorPoint: whole(.point, .point(Point(0.5, 0.5)))
        case .anchorPointX: part(.number, of: .anchorPoint, lanes: (0, 1), .number(0.5))
        case .anchorPointY: part(.number, of: .anchorPoint, lanes: (1, 1), .number(0.5))
        case .anchorPointZ: whole(.number, .number(0), accessor: .number(\.anchorPointZ))
        case .zPosition: whole(.number, .number(0))
        case .opacity: whole(.number, .number(1), redraw: .paint)
        case .isHidden: whole(.bool, .bool(false), coreAnimationKey: "hidden", redraw: .paint)
        case .backgroundColor: whole(.color, .color(.clear), redraw: .paint)
        case .cornerRadius: whole(.number, .number(0))
        case .borderWidth: whole(.number, .number(0))
        case .borderColor: whole(.color, .color(.black))
        case .shadowColor: whole(.color, .color(.black))
        case .shadowOpacity: whole(.number, .number(0))
        case .shadowOffset: whole(.size, .size(Size(0, -3)))
        case .shadowOffsetWidth: part(.number, of: .shadowOffset, lanes: (0, 1), .number(0))
        case .shadowOffsetHeight: part(.number, of: .shadowOffset, lanes: (1, 1), .number(-3))
        case .shadowRadius: whole(.number, .number(3))
        case .transform: whole(.transform, .transform(.identity))
        case .rotation, .rotationX, .rotationY, .rotationZ, .translationX, .translationY, .translationZ:
            part(.number, of: .transform, .number(0))
        case .scale, .scaleX, .scaleY, .scaleZ, .scaleXY: part(.number, of: .transform, .number(1))
        case .translation: part(.size, of: .transform, .size(Size(0, 0)))
        case .sublayerTransform: whole(.transform, .transform(.identity))
        case .sublayerRotation, .sublayerRotationX, .sublayerRotationY, .sublayerRotationZ, .sublayerTranslationX,
             .sublayerTranslationY, .sublayerTranslationZ:
            part(.number, of: .sublayerTransform, .number(0))
        case .sublayerScale, .sublayerScaleX, .sublayerScaleY, .sublayerScaleZ, .sublayerScaleXY:
            part(.number, of: .sublayerTransform, .number(1))
        case .sublayerTranslation: part(.size, of: .sublayerTransform, .size(Size(0, 0)))
        case .isDoubleSided: whole(.bool, .bool(true), coreAnimationKey: "doubleSided")
        case .instanceCount: whole(.number, .number(1), .replicator)
        case .instanceDelay: whole(.number, .number(0), .replicator)
        case .instanceTransform: whole(.transform, .transform(.identity), .replicator)
        case .instanceColor: whole(.color, .color(.white), .replicator)
        case .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
            whole(.number, .number(0), .replicator)
        case .colors: whole(.colors, .colors([]), .gradient)
        case .locations: whole(.numbers, .numbers([]), .gradient)
        case .startPoint: whole(.point, .point(Point(0.5, 0)), .gradient)
        case .endPoint: whole(.point, .point(Point(0.5, 1)), .gradient)
        case .path: whole(.path, .path(Path()), .shape)
        case .fillColor: whole(.color, .color(.black), .shape)
        case .strokeColor: whole(.color, .color(.clear), .shape)
        case .lineWidth: whole(.number, .number(1), .shape)
        case .miterLimit: whole(.number, .number(10), .shape)
        case .strokeStart: whole(.number, .number(0), .shape)
        case .strokeEnd: whole(.number, .number(1), .shape)
        case .lineDashPhase: whole(.number, .number(0), .shape)
        case .contentsRect: whole(.rect, .rect(Rect(0, 0, 1, 1)))
        case .contentsRectOrigin: part(.point, of: .contentsRect, lanes: (0, 2), .point(.zero))
        case .contentsRectOriginX: part(.number, of: .contentsRect, lanes: (0, 1), .number(0))
        case .contentsRectOriginY: part(.number, of: .contentsRect, lanes: (1, 1), .number(0))
        case .contentsRectSize: part(.size, of: .contentsRect, lanes: (2, 2), .size(Size(1, 1)))
        case .contentsRectWidth: part(.number, of: .contentsRect, lanes: (2, 1), .number(1))
        case .contentsRectHeight: part(.number, of: .contentsRect, lanes: (3, 1), .number(1))
        case .contentsCenter: whole(.rect, .rect(Rect(0, 0, 1, 1)))
        case .contentsScale: whole(.number, .number(1))
        case .fontSize: whole(.number, .number(36), .text)
        case .foregroundColor: whole(.color, .color(.white), .text)
        }
    }

    /// The whole key paths (no sub-paths), in table order: the properties a layer stores.
    public static let wholeProperties: [PropertyKey] = allCases.filter { $0.descriptor.whole == $0 }

    private func whole(_ kind: ValueKind, _ defaultValue: Value, _ scope: PropertyDescriptor.Scope = .allLayers,
                       coreAnimationKey: String? = nil, accessor: PropertyDescriptor.Accessor? = nil,
                       redraw: PropertyDescriptor.Redraw = .geometry) -> PropertyDescriptor {
        PropertyDescriptor(kind, defaultValue, scope, key: self, coreAnimationKey: coreAnimationKey, accessor: accessor,
                           redraw: redraw)
    }

    private func part(_ kind: ValueKind, of whole: PropertyKey, lanes: (first: Int, count: Int)? = nil,
                      _ defaultValue: Value) -> PropertyDescriptor {
        PropertyDescriptor(part: kind, of: whole.descriptor, whole, key: self, lanes: lanes, defaultValue: defaultValue)
    }
}
