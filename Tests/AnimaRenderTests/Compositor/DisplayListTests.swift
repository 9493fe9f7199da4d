import Foundation
import Testing
@testable import AnimaCore
import AnimaFormat
@testable import AnimaImageFormats
@testable import AnimaRender

/// Frames drawn from the display list against frames walked, for a scene animating each animatable key of the
/// property table, and against the rule (`PropertyDescriptor.redraw`) with that key left out of it.
@Suite("Display list of a timeline that only repaints")
struct DisplayListTests {
    /// Ten frames at 0.1 s: the list is recorded by the third walk (fills are rasterized, recorded, then replayed)
    /// and draws the fourth and fifth; each scene's key steps from its model value to another at 0.5 s.
    static let times = (0..<10).map { Double($0) / 10 }

    /// The frames of `timeline` from a renderer with the display list on or off.
    static func frames(_ timeline: Timeline, list: Bool) throws -> [[UInt32]] {
        var renderer = try Renderer(drawing: timeline)
        renderer.drawsFromDisplayList = list
        var target = RenderTarget()
        return times.map { t in
            renderer.render(timeline, at: t, into: &target)
            return target.canvas.pixels
        }
    }

    /// Whether a renderer with the list on keeps one after drawing `timeline`'s frames before the step.
    static func keepsList(_ timeline: Timeline) throws -> Bool {
        let renderer = try Renderer(drawing: timeline)
        var target = RenderTarget()
        for t in times.prefix(5) { renderer.render(timeline, at: t, into: &target) }
        return renderer.scratch.take().list.isComplete
    }

    /// Geometry keys whose change no tree the list draws can show, so that leaving them out of the rule changes no
    /// frame: they act only on what the list never draws (a shadow, contents, a shape's or gradient's or text's own
    /// drawing), and such layers are walked.
    static let walkedAnyway: Set<PropertyKey> = [
        .shadowOffset, .shadowOffsetWidth, .shadowOffsetHeight, .shadowRadius,
        .contentsRect, .contentsRectOrigin, .contentsRectOriginX, .contentsRectOriginY, .contentsRectSize,
        .contentsRectWidth, .contentsRectHeight, .contentsCenter, .contentsScale,
    ]

    static var animatableKeys: [PropertyKey] { PropertyKey.allCases.filter { $0.descriptor.isAnimatable } }

    @Test("every animatable key: frames from the list equal the walk's", arguments: DisplayListTests.animatableKeys)
    func listFramesEqualWalkedFrames(key: PropertyKey) throws {
        let timeline = try Timeline(Self.scene(animating: key))
        #expect(timeline.animatesGeometry == (key.descriptor.redraw == .geometry))
        let differing = try zip(Self.frames(timeline, list: true), Self.frames(timeline, list: false)).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    @Test("every key that moves geometry: left out of the rule, the list draws stale frames", arguments:
            DisplayListTests.animatableKeys.filter { $0.descriptor.redraw == .geometry })
    func keysLeftOutOfTheRuleDrawStaleFrames(key: PropertyKey) throws {
        let scene = Self.scene(animating: key)
        let walked = try Self.frames(Timeline(scene), list: false)
        let loose = try Timeline(scene, usesBlocks: true) { $0 != key && $0.descriptor.redraw == .geometry }
        #expect(!loose.animatesGeometry)
        let listed = try Self.frames(loose, list: true)
        let shown = key.descriptor.scope == .allLayers || key.descriptor.scope == .replicator
        let stale = zip(listed, walked).filter { $0 != $1 }.count
        if shown && !Self.walkedAnyway.contains(key) {
            #expect(stale > 0, "leaving \(key.keyPath) out of the rule changed no frame")
        } else {
            #expect(stale == 0, "\(key.keyPath) changed a frame of a layer the list should not draw")
        }
    }

    @Test("keys that only repaint: the list is kept and used")
    func paintKeysKeepTheList() throws {
        for key in Self.animatableKeys where key.descriptor.redraw == .paint {
            #expect(try Self.keepsList(Timeline(Self.scene(animating: key))), "\(key.keyPath)")
        }
    }

    @Test("the activity indicator: two turns drawn from the list equal the walk's, frame by frame")
    func activityIndicator() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/activity-indicator.json")
        let scene = try SceneDecoder().decode(Data(contentsOf: url))
        let timeline = try Timeline(scene)
        #expect(!timeline.animatesGeometry)
        var listed = try Renderer(drawing: timeline), walked = try Renderer(drawing: timeline)
        walked.drawsFromDisplayList = false
        listed.drawsFromDisplayList = true
        var a = RenderTarget(), b = RenderTarget()
        var differing = 0
        for f in 0..<120 {
            listed.render(timeline, at: Double(f) / 60, into: &a)
            walked.render(timeline, at: Double(f) / 60, into: &b)
            if a.canvas.pixels != b.canvas.pixels { differing += 1 }
        }
        #expect(differing == 0)
        #expect(listed.scratch.take().list.isComplete)
    }

    // MARK: Scenes

    /// A scene whose layer of the key's kind steps `key` from its model value to another at 0.5 s (a discrete
    /// keyframe animation), in a tree the list can draw around it.
    static func scene(animating key: PropertyKey) -> Scene {
        var subject = subjectLayer(for: key)
        let from = subject.properties[key]
        subject.add(.keyframes(key, values: [from, changed(from, key)], keyTimes: [0, 0.5, 1], calculationMode: .discrete,
                               duration: 1), forKey: "step")
        var layers: [Layer]
        if key.descriptor.scope == .allLayers {
            var cover = Layer(id: "cover")
            cover.frame = Rect(26, 14, 16, 16)
            cover.backgroundColor = Color(0.2, 0.3, 0.9)
            cover.cornerRadius = 3
            var stage = Layer(id: "stage", sublayers: [subject, cover])
            stage.frame = Rect(0, 0, 48, 40)
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / 80
            stage.sublayerTransform = perspective
            var chip = Layer(id: "chip")
            chip.frame = Rect(2, 32, 10, 6)
            chip.backgroundColor = Color(0.5, 0.5, 0.5)
            layers = [stage, chip]
        } else {
            layers = [subject]
        }
        return Scene(canvas: Scene.Canvas(width: 48, height: 40, scale: 1, background: .white),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 10), layers: layers)
    }

    /// The animated layer: a replicator of fading bars, a shape, a gradient, a text layer, or a rounded layer with a
    /// sublayer, set up so that the key's change shows (a border's width where its colour is set, and so on).
    static func subjectLayer(for key: PropertyKey) -> Layer {
        switch key.descriptor.scope {
        case .replicator:
            var bar = Layer(id: "bar")
            bar.frame = Rect(2, 4, 8, 20)
            bar.cornerRadius = 2
            bar.backgroundColor = Color(0.2, 0.2, 0.25)
            bar.add(Animation.basic(.opacity, from: .number(1), to: .number(0.25), duration: 1).repeatCount(.infinity),
                    forKey: "fade")
            var spinner = Layer(id: "subject", kind: .replicator, sublayers: [bar])
            spinner.frame = Rect(4, 4, 40, 32)
            spinner.instanceCount = 3
            spinner.instanceDelay = 0.1
            spinner.instanceTransform = .translation(12, 0)
            return spinner
        case .shape:
            var shape = Layer(id: "subject", kind: .shape)
            shape.frame = Rect(8, 6, 30, 26)
            shape.path = try? Path(svgPathData: "M4 4 L26 6 L20 22 L6 18 Z")
            shape.fillColor = Color(1, 0.8, 0)
            shape.strokeColor = Color(0.6, 0.3, 0)
            shape.lineWidth = 2
            shape.properties.lineDashPattern = [4, 2]
            return shape
        case .gradient:
            var gradient = Layer(id: "subject", kind: .gradient)
            gradient.frame = Rect(6, 6, 34, 26)
            gradient.properties.colors = [Color(0, 0.5, 1), Color(1, 0.4, 0)]
            gradient.properties.locations = [0, 1]
            return gradient
        case .text:
            var text = Layer(id: "subject", kind: .text)
            text.frame = Rect(2, 8, 44, 24)
            text.properties.string = "Ag"
            text.properties.fontSize = 14
            text.properties.foregroundColor = Color(0.1, 0.1, 0.1)
            return text
        case .allLayers:
            var dot = Layer(id: "dot")
            dot.frame = Rect(3, 3, 6, 6)
            dot.cornerRadius = 1
            dot.backgroundColor = Color(0.1, 0.6, 0.2)
            var subject = Layer(id: "subject", sublayers: [dot])
            subject.frame = Rect(10, 8, 24, 18)
            subject.cornerRadius = 3
            subject.backgroundColor = Color(0.9, 0.2, 0.2)
            switch key {
            case .backgroundColor: subject.backgroundColor = .clear
            case .borderWidth: subject.properties.borderColor = .black
            case .borderColor: subject.properties.borderWidth = 2; subject.properties.borderColor = .clear
            case .shadowColor: subject.properties.shadowOpacity = 1; subject.properties.shadowColor = .clear
            case .shadowOffset, .shadowOffsetWidth, .shadowOffsetHeight, .shadowRadius:
                subject.properties.shadowOpacity = 0.8
            case .isDoubleSided: subject.transform = .rotation(2.6, x: 0, y: 1, z: 0)
            case .scaleZ: subject.properties.anchorPointZ = 10  // a flat layer has depth only off its anchor's z
            case _ where key.isSublayerTransformComponent:
                var perspective = Transform3D.identity
                perspective.m34 = -1.0 / 40
                subject.sublayerTransform = perspective
                subject.sublayers[0].zPosition = 4  // depth for the sublayer transform's z parts to scale
            default: break
            }
            return subject
        }
    }

    /// A value of `key` other than `value`, far enough that its layer draws differently.
    static func changed(_ value: Value, _ key: PropertyKey) -> Value {
        switch value {
        case .number(let x):
            switch key {
            case .opacity: return .number(0.4)
            case .anchorPointX, .anchorPointY: return .number(0.1)
            case .scale, .scaleX, .scaleY, .scaleXY, .sublayerScale, .sublayerScaleX, .sublayerScaleY, .sublayerScaleXY:
                return .number(x * 1.3)
            case .scaleZ, .sublayerScaleZ: return .number(x * 3)
            case .rotation, .rotationX, .rotationY, .rotationZ, .sublayerRotation, .sublayerRotationX,
                 .sublayerRotationY, .sublayerRotationZ: return .number(x + 0.5)
            case .anchorPointZ, .translationZ, .sublayerTranslationZ: return .number(x + 12)
            case .instanceDelay: return .number(x + 0.2)
            case .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
                return .number(-0.3)
            case .shadowOpacity: return .number(1)
            case .miterLimit: return .number(1)
            case .strokeStart: return .number(0.3)
            case .strokeEnd: return .number(0.6)
            case .contentsScale: return .number(2)
            default: return .number(x + 3)
            }
        case .bool(let b): return .bool(!b)
        case .point(let p):
            switch key {
            case .anchorPoint: return .point(Point(0.1, 0.2))
            case .startPoint, .endPoint: return .point(Point(1 - p.x, 1 - p.y + 0.3))
            default: return .point(Point(p.x + 3, p.y + 2))
            }
        case .size(let s):
            return key == .contentsRectSize ? .size(Size(0.5, 0.5)) : .size(Size(s.width + 4, s.height + 3))
        case .rect(let r):
            return key == .bounds ? .rect(Rect(r.minX + 2, r.minY + 1, r.width + 4, r.height - 3))
                : .rect(Rect(0.1, 0.1, 0.5, 0.5))
        case .color: return .color(Color(0.1, 0.7, 0.3))
        case .transform(let m):
            return key == .instanceTransform ? .transform(.translation(12, 5)) : .transform(m.concatenating(.rotation(0.5)))
        case .path: return .path((try? Path(svgPathData: "M2 2 L28 2 L14 24 Z")) ?? Path())
        case .colors: return .colors([Color(0.1, 0.7, 0.3), Color(1, 1, 0)])
        case .numbers: return .numbers([0, 0.3])
        }
    }
}
