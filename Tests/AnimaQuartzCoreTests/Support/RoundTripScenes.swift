import AnimaCore

/// Scenes the adapter's round trip covers: basic, keyframe, spring and group animations (with timing functions,
/// fill modes, repeats, additive and sub-key paths), and every layer kind.
enum RoundTripScenes {
    /// A scene and its name (the test argument).
    struct Named {
        let name: String
        let scene: Scene
    }

    static let all: [Named] = [
        Named(name: "basic", scene: scene([basicLayer(), basicShape()])),
        Named(name: "keyframe", scene: scene([keyframeLayer()])),
        Named(name: "spring", scene: scene([springLayer()])),
        Named(name: "group", scene: scene([groupLayer()])),
        Named(name: "kinds", scene: scene([gradient(), text(), replicator(), transformLayer(), masked()])),
    ]

    private static func scene(_ layers: [Layer]) -> Scene {
        Scene(canvas: Scene.Canvas(width: 200, height: 200), timeline: Scene.TimelineSettings(duration: 2),
              layers: layers)
    }

    private static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayerProperties {
        var p = LayerProperties()
        p.bounds = Rect(0, 0, w, h)
        p.position = Point(x + w / 2, y + h / 2)
        return p
    }

    private static func basicLayer() -> Layer {
        var p = frame(10, 10, 40, 30)
        p.backgroundColor = Color(0.2, 0.4, 0.8, 1)
        p.cornerRadius = 6
        p.shadowOpacity = 0.5
        p.anchorPointZ = 4
        return Layer(id: "card", properties: p, animations: [
            Animation.basic(.opacity, from: .number(1), to: .number(0.2), duration: 1, timingFunction: .easeInEaseOut)
                .key("fade"),
            Animation.basic(.scaleXY, from: .number(1), to: .number(2), duration: 1, timingFunction: .linear).key("grow"),
            Animation.basic(.positionX, by: .number(30), duration: 0.5).beginTime(0.25).fillMode(.both).key("slide"),
            Animation.basic(.shadowOffsetHeight, to: .number(6), duration: 0.75).additive().key("lift"),
        ])
    }

    private static func basicShape() -> Layer {
        var p = frame(60, 60, 50, 50)
        p.path = (try? Path(svgPathData: "M0 0 L50 0 L50 50 Z")) ?? Path()
        p.strokeColor = Color(1, 0, 0, 1)
        p.lineWidth = 3
        p.fillColor = Color.clear
        return Layer(id: "tick", kind: .shape, properties: p, animations: [
            Animation.basic(.strokeEnd, from: .number(0), to: .number(1), duration: 0.5).beginTime(0.2)
                .fillMode(.both).timingFunction(.easeOut).key("draw"),
            Animation.basic(.lineDashPhase, from: .number(0), to: .number(12), duration: 1).repeatCount(2).key("march"),
        ])
    }

    private static func keyframeLayer() -> Layer {
        var p = frame(20, 20, 30, 30)
        p.anchorPoint = Point(0.5, 0)
        return Layer(id: "bell", properties: p, animations: [
            Animation.keyframes(.rotationZ, values: [0, -0.4, 0.4, -0.2, 0].map(Value.number),
                                keyTimes: [0, 0.2, 0.5, 0.8, 1], duration: 1).key("shake"),
            Animation.keyframes(.backgroundColor, values: [Color(1, 0, 0, 1), Color(0, 1, 0, 1), Color(0, 0, 1, 1)]
                .map(Value.color), calculationMode: .discrete, duration: 1.5).key("blink"),
            Animation.keyframes(.position, values: [Point(20, 20), Point(120, 40), Point(60, 150)].map(Value.point),
                                calculationMode: .paced, duration: 1.2).autoreverses().key("wander"),
            Animation.keyframes(.boundsWidth, values: [30, 60, 45].map(Value.number),
                                timingFunctions: [.easeIn, .easeOut], duration: 0.8).keepsFinalState().key("stretch"),
        ])
    }

    private static func springLayer() -> Layer {
        Layer(id: "ball", properties: frame(80, 10, 20, 20), animations: [
            Animation.spring(.positionY, from: .number(20), to: .number(150),
                             spring: Spring(mass: 1, stiffness: 120, damping: 8)).key("drop"),
            Animation.spring(.scale, from: .number(0.5), to: .number(1),
                             spring: Spring(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1), duration: 1.5)
                .beginTime(0.1).key("pop"),
        ])
    }

    private static func groupLayer() -> Layer {
        let children = [
            Animation.basic(.opacity, from: .number(0), to: .number(1), duration: 0.3),
            Animation.basic(.boundsSize, from: .size(Size(10, 10)), to: .size(Size(40, 20)), duration: 0.4)
                .beginTime(0.1).fillMode(.forwards),
            Animation.basic(.anchorPointY, to: .number(1), duration: 0.5),
        ]
        return Layer(id: "pill", properties: frame(30, 120, 40, 20), animations: [
            Animation.group(children, duration: 0.6).repeatCount(2).autoreverses().timingFunction(.easeIn).key("pulse"),
        ])
    }

    private static func gradient() -> Layer {
        var p = frame(0, 0, 60, 40)
        p.colors = [Color(1, 0, 0, 1), Color(0, 0, 1, 1)]
        p.locations = [0, 1]
        p.startPoint = Point(0, 0.5)
        p.endPoint = Point(1, 0.5)
        return Layer(id: "sky", kind: .gradient, properties: p, animations: [
            Animation.basic(.colors, to: .colors([Color(0, 1, 0, 1), Color(1, 1, 0, 1)]), duration: 1).key("dawn"),
            Animation.basic(.endPoint, to: .point(Point(0.5, 1)), duration: 0.8).key("turn"),
        ])
    }

    private static func text() -> Layer {
        var p = frame(0, 50, 120, 30)
        p.string = "Hello"
        p.fontSize = 18
        p.foregroundColor = Color(0, 0, 0, 1)
        return Layer(id: "label", kind: .text, properties: p, animations: [
            Animation.basic(.fontSize, to: .number(24), duration: 0.6).key("zoom"),
            Animation.basic(.foregroundColor, to: .color(Color(1, 0, 0, 1)), duration: 0.6).key("tint"),
        ])
    }

    private static func replicator() -> Layer {
        var p = frame(0, 90, 100, 20)
        p.instanceCount = 3
        p.instanceDelay = 0.1
        p.instanceTransform = Transform3D.translation(25, 0)
        p.instanceAlphaOffset = -0.2
        let dot = Layer(id: "dot", properties: frame(0, 0, 10, 10), animations: [
            Animation.basic(.opacity, from: .number(1), to: .number(0.3), duration: 0.5).autoreverses()
                .repeatCount(.infinity).key("pulse"),
        ])
        return Layer(id: "dots", kind: .replicator, properties: p, sublayers: [dot], animations: [
            Animation.basic(.instanceCount, from: .number(1), to: .number(4), duration: 1).key("grow"),
        ])
    }

    private static func transformLayer() -> Layer {
        var p = frame(100, 100, 80, 80)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        p.sublayerTransform = perspective
        var face = frame(0, 0, 80, 80)
        face.anchorPointZ = -40
        face.isDoubleSided = false
        face.backgroundColor = Color(0, 0.5, 0, 1)
        let side = Layer(id: "face", properties: face, animations: [
            Animation.basic(.rotationY, from: .number(0), to: .number(Double.pi), duration: 1).key("spin"),
            Animation.basic(.anchorPointZ, from: .number(-40), to: .number(-20), duration: 1).key("depth"),
        ])
        return Layer(id: "cube", kind: .transformLayer, properties: p, sublayers: [side], animations: [
            Animation.basic(.sublayerScaleXY, from: .number(1), to: .number(0.5), duration: 1).key("shrink"),
        ])
    }

    private static func masked() -> Layer {
        var maskProperties = frame(0, 0, 30, 30)
        maskProperties.backgroundColor = Color(0, 0, 0, 1)
        let mask = Layer(id: "hole", properties: maskProperties, animations: [
            Animation.basic(.boundsOriginX, from: .number(0), to: .number(10), duration: 1).key("shift"),
        ])
        var p = frame(150, 10, 30, 30)
        p.backgroundColor = Color(1, 0.5, 0, 1)
        p.contentsRect = Rect(0, 0, 0.5, 1)
        return Layer(id: "window", properties: p, animations: [
            Animation.basic(.contentsRectOriginX, from: .number(0), to: .number(0.5), duration: 1).key("sprite"),
        ], mask: mask)
    }
}
