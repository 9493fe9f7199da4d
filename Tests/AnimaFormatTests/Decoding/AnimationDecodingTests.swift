import AnimaCore
import AnimaFormat
import Foundation
import Testing
import AnimaTestSupport
import RealModule

@Suite struct AnimationDecodingTests {
    private func animations(_ json: String) throws -> [Animation] {
        try #require(try SceneDecoder().decode(document(animations: json)).layers.first).animations
    }

    @Test func basicAnimationWithEveryTimingField() throws {
        let a = try #require(try animations(#"""
            [{"key": "k", "type": "basic", "keyPath": "position", "from": [0, 0], "to": [10, 20], "by": [1, 1],
              "beginTime": 0.5, "duration": 2, "speed": 2, "timeOffset": 0.25, "repeatCount": 2.5,
              "repeatDuration": 3, "autoreverses": true, "fillMode": "both", "removedOnCompletion": false,
              "timingFunction": "easeInEaseOut", "additive": true, "cumulative": true, "comment": "c"}]
            """#).first)
        #expect(a.key == "k" && a.keyPath == .position)
        #expect(a.content == .basic(BasicAnimation(from: .point(Point(0, 0)), to: .point(Point(10, 20)), by: .point(Point(1, 1)))))
        #expect(a.timing == MediaTiming(beginTime: 0.5, duration: 2, speed: 2, timeOffset: 0.25, repeatCount: 2.5,
                                        repeatDuration: 3, autoreverses: true, fillMode: .both, isRemovedOnCompletion: false))
        #expect(a.timingFunction == .easeInEaseOut && a.isAdditive && a.isCumulative)
    }

    @Test func defaultsAreCoreAnimations() throws {
        let a = try #require(try animations(#"[{"type": "basic", "keyPath": "opacity", "to": 0}]"#).first)
        #expect(a.key == nil && a.timing == MediaTiming() && a.timingFunction == nil && !a.isAdditive && !a.isCumulative)
        #expect(a.timing.isRemovedOnCompletion && a.timing.fillMode == .removed && a.timing.duration == 0)
    }

    @Test(arguments: [
        (#""linear""#, TimingFunction.cubicBezier(0, 0, 1, 1)),
        (#""easeIn""#, .cubicBezier(0.42, 0, 1, 1)),
        (#""easeOut""#, .cubicBezier(0, 0, 0.58, 1)),
        (#""easeInEaseOut""#, .cubicBezier(0.42, 0, 0.58, 1)),
        (#""default""#, .cubicBezier(0.25, 0.1, 0.25, 1)),
        ("[0.1, -0.5, 0.9, 1.5]", .cubicBezier(0.1, -0.5, 0.9, 1.5)),
        (#"{"steps": 4, "position": "start"}"#, .steps(4, .start)),
        (#"{"steps": 3}"#, .steps(3, .end)),
        (#"{"steps": 2, "position": "none"}"#, .steps(2, .none)),
    ])
    func timingFunctionSpellings(json: String, expected: TimingFunction) throws {
        let a = try #require(try animations(#"[{"type": "basic", "keyPath": "opacity", "to": 0, "timingFunction": \#(json)}]"#).first)
        #expect(a.timingFunction == expected)
    }

    @Test func repeatCountInfinity() throws {
        let a = try #require(try animations(#"[{"type": "basic", "keyPath": "opacity", "to": 0, "repeatCount": "infinity"}]"#).first)
        #expect(a.timing.repeatCount == .infinity)
    }

    @Test func keyframeAnimationWithEveryField() throws {
        let a = try #require(try animations(#"""
            [{"type": "keyframe", "keyPath": "transform.rotation.z", "values": [0, 1, 0.5],
              "keyTimes": [0, 0.25, 1], "timingFunctions": ["easeIn", {"steps": 2}],
              "calculationMode": "cubic", "tensionValues": [0, 0.5, 0], "continuityValues": [0, -0.5, 0],
              "biasValues": [0, 0.25, 0], "duration": 1}]
            """#).first)
        let expected = KeyframeAnimation(values: [0, 1, 0.5], keyTimes: [0, 0.25, 1],
                                         timingFunctions: [.easeIn, .steps(2, .end)], calculationMode: .cubic,
                                         tensionValues: [0, 0.5, 0], continuityValues: [0, -0.5, 0], biasValues: [0, 0.25, 0])
        #expect(a.content == .keyframe(expected))
    }

    @Test func keyframePathWithRotationMode() throws {
        let a = try #require(try animations(#"""
            [{"type": "keyframe", "keyPath": "position", "path": "M0 0 L10 0", "rotationMode": "autoReverse",
              "calculationMode": "paced", "duration": 1}]
            """#).first)
        let path = Path(elements: [.move(to: Point(0, 0)), .line(to: Point(10, 0))])
        #expect(a.content == .keyframe(KeyframeAnimation(calculationMode: .paced, path: path, rotationMode: .autoReverse)))
    }

    @Test func discreteKeyframesTakeOneMoreKeyTime() throws {
        let a = try #require(try animations(#"""
            [{"type": "keyframe", "keyPath": "isHidden", "values": [true, false], "keyTimes": [0, 0.5, 1],
              "calculationMode": "discrete"}]
            """#).first)
        #expect(a.content == .keyframe(KeyframeAnimation(values: [true, false], keyTimes: [0, 0.5, 1], calculationMode: .discrete)))
    }

    @Test func springWithCoreAnimationParameters() throws {
        let a = try #require(try animations(#"""
            [{"type": "spring", "keyPath": "position.y", "from": 80, "to": 100, "mass": 2, "stiffness": 300,
              "damping": 15, "initialVelocity": 1.5, "duration": 2}]
            """#).first)
        let spring = Spring(mass: 2, stiffness: 300, damping: 15, initialVelocity: 1.5)
        #expect(a.content == .spring(SpringAnimation(from: 80, to: 100, spring: spring)))
        #expect(a.timing.duration == 2)
    }

    @Test func springWithResponseAndDampingFraction() throws {
        let a = try #require(try animations(#"""
            [{"type": "spring", "keyPath": "opacity", "to": 0, "response": 0.4, "dampingFraction": 0.6, "duration": 1}]
            """#).first)
        guard case .spring(let s) = a.content else { Issue.record("not a spring"); return }
        // SwiftUI: stiffness = (2π/response)² = (2π/0.4)² ≈ 246.740110027, damping = 4π·ζ/response = 4π·0.6/0.4 ≈ 18.849555922.
        #expect(s.spring.mass.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12) && s.spring.stiffness.isApproximatelyEqual(to: 246.74011002723395, absoluteTolerance: 1e-9))
        #expect(s.spring.damping.isApproximatelyEqual(to: 18.84955592153876, absoluteTolerance: 1e-9))
    }

    @Test func springWithPerceptualDurationAndBounceLastsItsSettlingDuration() throws {
        let a = try #require(try animations(#"""
            [{"type": "spring", "keyPath": "opacity", "to": 0, "perceptualDuration": 0.5, "bounce": 0.2}]
            """#).first)
        guard case .spring(let s) = a.content else { Issue.record("not a spring"); return }
        // bounce 0.2 → ζ = 0.8; response 0.5 → stiffness (2π/0.5)² ≈ 157.913670417, damping 4π·0.8/0.5 ≈ 20.106192983.
        #expect(s.spring.stiffness.isApproximatelyEqual(to: 157.91367041742973, absoluteTolerance: 1e-9) && s.spring.damping.isApproximatelyEqual(to: 20.106192982974676, absoluteTolerance: 1e-9))
        // §5: a spring without a duration lasts its settling duration.
        #expect(a.timing.duration == s.spring.settlingDuration && a.timing.duration > 0)
    }

    @Test func groupChildrenAreNested() throws {
        let a = try #require(try animations(#"""
            [{"key": "g", "type": "group", "duration": 1.5, "animations": [
               {"type": "basic", "keyPath": "opacity", "to": 0},
               {"type": "group", "animations": [{"type": "basic", "keyPath": "cornerRadius", "to": 4}]}]}]
            """#).first)
        #expect(a.keyPath == nil && a.timing.duration == 1.5)
        #expect(a.children.count == 2 && a.children[1].children.first?.keyPath == .cornerRadius)
    }

    @Test func everyValueKindIsRead() throws {
        let list = try animations(#"""
            [{"type": "basic", "keyPath": "bounds", "to": [0, 0, 5, 6]},
             {"type": "basic", "keyPath": "bounds.size", "to": [5, 6]},
             {"type": "basic", "keyPath": "transform", "to": {"scale": [2, 3]}},
             {"type": "basic", "keyPath": "path", "to": "M0 0 H5"},
             {"type": "basic", "keyPath": "colors", "to": ["#000000", "#FFFFFF"]},
             {"type": "basic", "keyPath": "locations", "to": [0, 1]},
             {"type": "basic", "keyPath": "borderColor", "to": [1, 0, 0, 1]},
             {"type": "basic", "keyPath": "transform.translation", "to": [3, 4]}]
            """#)
        let ends = list.compactMap { a -> Value? in if case .basic(let b) = a.content { b.to } else { nil } }
        #expect(ends == [
            .rect(Rect(0, 0, 5, 6)), .size(Size(5, 6)), .transform(.scale(2, 3, 1)),
            .path(Path(elements: [.move(to: .zero), .line(to: Point(5, 0))])), .colors([.black, .white]),
            .numbers([0, 1]), .color(Color(1, 0, 0, 1)), .size(Size(3, 4)),
        ])
    }
}
