/// Where an animation's value lands, worked out once when the timeline is compiled: the general lane, the vector lane
/// through the key (`LayerSampleState.setVector`: transform parts and the rarer properties), or one, two or four
/// `Double`s stored at a fixed place in `LayerProperties`, so that a frame writes them without a switch on the key.
///
/// One byte, so that `CompiledAnimation` stays 32 bytes: bits 0–1 are the lanes stored (0: none, through the key;
/// 1, 2, 3: one, two, four), bits 2–7 one more than the place in `Double`s from the start of `LayerProperties`.
struct VectorWrite: Sendable, Equatable {
    private var raw: UInt8

    /// Values in the general lane (`Value`).
    static let generalLane = VectorWrite(raw: 0)
    /// Values in the vector lane, written through the key.
    static let throughKey = VectorWrite(raw: 4)

    private init(raw: UInt8) { self.raw = raw }

    /// The write of a key's value: `generalLane` for keys that are not vector-like, fixed places for the properties
    /// `LayerProperties` stores inline as plain `Double`s (the same stores as `setVector`'s), else `throughKey`.
    init(_ key: PropertyKey) {
        guard key.isVectorLike else { self = .generalLane; return }
        let field: (path: PartialKeyPath<LayerProperties>, lanes: Int)? = switch key {
        case .position: (\.position, 2)
        case .positionX: (\.position.x, 1)
        case .positionY: (\.position.y, 1)
        case .opacity: (\.opacity, 1)
        case .zPosition: (\.zPosition, 1)
        case .anchorPoint: (\.anchorPoint, 2)
        case .bounds: (\.bounds, 4)
        case .boundsOrigin: (\.bounds.origin, 2)
        case .boundsSize: (\.bounds.size, 2)
        case .boundsWidth: (\.bounds.size.width, 1)
        case .boundsHeight: (\.bounds.size.height, 1)
        case .backgroundColor: (\.backgroundColor, 4)
        case .cornerRadius: (\.cornerRadius, 1)
        default: nil
        }
        guard let field, let offset = MemoryLayout<LayerProperties>.offset(of: field.path), offset % 8 == 0,
              offset / 8 + 1 < 64 else {
            self = .throughKey
            return
        }
        raw = UInt8(offset / 8 + 1) << 2 | UInt8(field.lanes == 4 ? 3 : field.lanes)
    }

    /// Whether values travel in the vector lane.
    var isVector: Bool { raw != 0 }

    /// Whether values are stored at a fixed place (`store` stores them).
    var isFixed: Bool { raw & 3 != 0 }

    /// Stores `v`'s lanes at the fixed place in `props`; false (nothing stored) when the write goes through the key.
    @inline(__always)
    func store(_ v: SIMD4<Double>, into props: inout LayerProperties) -> Bool {
        let lanes = raw & 3
        guard lanes != 0 else { return false }
        let offset = (Int(raw >> 2) &- 1) &* 8
        withUnsafeMutableBytes(of: &props) { bytes in
            guard let base = bytes.baseAddress else { return }
            base.storeBytes(of: v.x, toByteOffset: offset, as: Double.self)
            if lanes >= 2 { base.storeBytes(of: v.y, toByteOffset: offset &+ 8, as: Double.self) }
            if lanes == 3 {
                base.storeBytes(of: v.z, toByteOffset: offset &+ 16, as: Double.self)
                base.storeBytes(of: v.w, toByteOffset: offset &+ 24, as: Double.self)
            }
        }
        return true
    }
}
