import AnimaCore
import Testing
import AnimaTestSupport
import RealModule

@Suite("Basic, keyframe, group, additive, cumulative (DESIGN §3)")
struct AnimationValueTests {
    @Test func fromToByCombinations() throws {
        let model: (inout Layer) -> Void = { $0.position = Point(100, 0) }
        func x(_ from: Value?, _ to: Value?, _ by: Value?) throws -> Double {
            try sampleOne([.basic(.positionX, from: from, to: to, by: by, duration: 1)], model: model, at: 0.25).position.x
        }
        #expect((try x(10, 20, nil)).isApproximatelyEqual(to: 12.5, absoluteTolerance: 1e-9))      // [10, 20]
        #expect((try x(10, nil, 8)).isApproximatelyEqual(to: 12, absoluteTolerance: 1e-9))         // [10, 18]
        #expect((try x(nil, 20, 8)).isApproximatelyEqual(to: 14, absoluteTolerance: 1e-9))         // [12, 20]
        #expect((try x(10, nil, nil)).isApproximatelyEqual(to: 32.5, absoluteTolerance: 1e-9))     // [10, model 100]
        #expect((try x(nil, 20, nil)).isApproximatelyEqual(to: 80, absoluteTolerance: 1e-9))       // [model 100, 20]
        #expect((try x(nil, nil, 8)).isApproximatelyEqual(to: 102, absoluteTolerance: 1e-9))       // [100, 108]
        #expect((try x(nil, nil, nil)).isApproximatelyEqual(to: 100, absoluteTolerance: 1e-9))     // [100, 100]
    }

    @Test func missingEndUsesTheUnderlyingValue() throws {
        // Scale to 2 and hold; later "scale back to 1" with only a toValue starts from 2, not from the model's 1.
        let up = Animation.basic(.scale, from: 1, to: 2, duration: 1).keepsFinalState()
        let back = Animation.basic(.scale, to: 1, duration: 1).beginTime(2)
        let p = try sampleOne([up, back], at: 2.5)
        #expect(p.transform.m11.isApproximatelyEqual(to: 1.5, absoluteTolerance: 1e-9))
        #expect(p.transform.m22.isApproximatelyEqual(to: 1.5, absoluteTolerance: 1e-9))
    }

    @Test func keyframeLinearWithKeyTimesAndSegmentFunctions() throws {
        let a = Animation.keyframes(.opacity, values: [0, 1, 0.5], keyTimes: [0, 0.25, 1],
                                    timingFunctions: [.linear, .steps(1, .end)], duration: 1)
        #expect((try sampleOne([a], at: 0.125).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
        // Second segment is a single end-jump step: holds 1 until its end.
        #expect((try sampleOne([a], at: 0.9).opacity).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
    }

    @Test func discreteUsesOneMoreKeyTimeThanValues() throws {
        // Apple's example: keyTimes [0,.25,.5,.75,1], values [310,60,120,60]; 60 holds from 0.75 to the end.
        let a = Animation.keyframes(.zPosition, values: [310, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1],
                                    calculationMode: .discrete, duration: 1)
        #expect(try sampleOne([a], at: 0.1).zPosition == 310)
        #expect(try sampleOne([a], at: 0.3).zPosition == 60)
        #expect(try sampleOne([a], at: 0.5).zPosition == 120)
        #expect(try sampleOne([a], at: 0.9).zPosition == 60)
        let wrongCount = Animation.keyframes(.zPosition, values: [1, 2], keyTimes: [0, 1], calculationMode: .discrete, duration: 1)
        #expect(throws: TimelineError.self) { try sampleOne([wrongCount], at: 0) }
    }

    @Test func pacedKeyTimesFollowDistances() throws {
        // Values [310,60,120,60,310]: segment lengths 250,60,60,250 of 620 → keyTimes [0,.4032,.5,.5968,1].
        let a = Animation.keyframes(.zPosition, values: [310, 60, 120, 60, 310], keyTimes: [0, 0.9, 0.95, 0.99, 1],
                                    calculationMode: .paced, duration: 1, timingFunction: .easeIn)
        // Constant speed: 620 units per second regardless of keyTimes and timing function.
        #expect((try sampleOne([a], at: 0.2).zPosition).isApproximatelyEqual(to: 310 - 124, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a], at: 250.0 / 620).zPosition).isApproximatelyEqual(to: 60, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a], at: 0.5).zPosition).isApproximatelyEqual(to: 120, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a], at: 370.0 / 620).zPosition).isApproximatelyEqual(to: 60, absoluteTolerance: 1e-9))
    }

    @Test func cubicIsCatmullRomWithRepeatedEnds() throws {
        // Values 0,1,0: tangents D0 = ½(0−0) + ½(1−0) = 0.5, S1 = ½(1−0) + ½(0−1) = 0.
        // Hermite at f = ½: h00·0 + h10·0.5 + h01·1 + h11·0 = 0.125·0.5 + 0.5 = 0.5625.
        let a = Animation.keyframes(.zPosition, values: [0, 1, 0], calculationMode: .cubic, duration: 1)
        #expect((try sampleOne([a], at: 0.25).zPosition).isApproximatelyEqual(to: 0.5625, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a], at: 0.5).zPosition).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
        // Tension 1 zeroes every tangent: plain smoothstep, 3f² − 2f³ = 0.5 at f = ½.
        var tight = a
        if case .keyframe(var kf) = tight.content { kf.tensionValues = [1, 1, 1]; tight.content = .keyframe(kf) }
        #expect((try sampleOne([tight], at: 0.25).zPosition).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
    }

    @Test func groupChildrenRunOnTheGroupClockAndAreClipped() throws {
        let child = Animation.basic(.opacity, from: 0, to: 1, duration: 2)
        let group = Animation.group([child], duration: 1).beginTime(1).repeatCount(2)
        let model: (inout Layer) -> Void = { $0.opacity = 0.3 }
        #expect((try sampleOne([group], model: model, at: 1.5).opacity).isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9))
        #expect((try sampleOne([group], model: model, at: 2.5).opacity).isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9))   // second repeat restarts the child
        #expect((try sampleOne([group], model: model, at: 3.5).opacity).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-9))    // group over: model again
    }

    @Test func groupChildForwardsFillLastsUntilTheGroupEnds() throws {
        // Children's isRemovedOnCompletion is ignored: the pulse-shake card keeps its 1.1 scale inside the group.
        let up = Animation.basic(.scale, from: 1, to: 1.1, duration: 0.3).fillMode(.forwards)
        let group = Animation.group([up], duration: 2)
        #expect((try sampleOne([group], at: 1).transform.m11).isApproximatelyEqual(to: 1.1, absoluteTolerance: 1e-9))
        #expect((try sampleOne([group], at: 2.5).transform.m11).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
    }

    @Test func wholeMatrixInterpolatesByDecompositionButRotationZIsAScalar() throws {
        let full = Transform3D.rotation(2 * .pi)
        let matrix = Animation.basic(.transform, from: .transform(.identity), to: .transform(full), duration: 1)
        let m = try sampleOne([matrix], at: 0.25).transform
        #expect(m.m11.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9) && m.m12.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))   // identity → 2π does not move
        let scalar = Animation.basic(.rotationZ, from: 0, to: .number(2 * .pi), duration: 1)
        let r = try sampleOne([scalar], at: 0.25).transform
        #expect(r.m11.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12) && r.m12.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))  // a quarter turn, clockwise on screen
    }

    @Test func decomposedRotationTakesTheShortestPath() throws {
        // 0 → 270° as matrices is a −90° turn the short way: at ½ it is −45°.
        let a = Animation.basic(.transform, from: .transform(.identity), to: .transform(.rotation(1.5 * .pi)), duration: 1)
        let m = try sampleOne([a], at: 0.5).transform
        #expect(TransformReadback(m).rotationZ.isApproximatelyEqual(to: -.pi / 4, absoluteTolerance: 1e-9))
    }

    @Test func scaleAndRotationPartsCompose() throws {
        let scale = Animation.basic(.scale, from: 2, to: 2, duration: 1)
        let turn = Animation.basic(.rotationZ, from: .number(.pi / 2), to: .number(.pi / 2), duration: 1)
        let m = try sampleOne([scale, turn], at: 0.5).transform
        #expect(m.m11.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12) && m.m12.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-12) && m.m21.isApproximatelyEqual(to: -2, absoluteTolerance: 1e-12))
    }

    @Test func additiveAddsToTheModel() throws {
        // The passcode shake at t = 0.36 s of 0.4 s: progress 0.9, between keyTimes .8 (−5) and 1 (0) → −2.5.
        let shake = Animation.keyframes(.positionX, values: [0, 10, -10, 10, -5, 5, -5, 0],
                                        keyTimes: [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1], duration: 0.4).additive()
        let p = try sampleOne([shake], model: { $0.position = Point(100, 40) }, at: 0.36)
        #expect(p.position.x.isApproximatelyEqual(to: 97.5, absoluteTolerance: 1e-9))
    }

    @Test func cumulativeContinuesEachRepeat() throws {
        // 10 → 15 repeated: 10→15, 15→20, 20→25.
        let a = Animation.basic(.positionX, from: 10, to: 15, duration: 1).repeatCount(3).cumulative()
        #expect((try sampleOne([a], at: 1.5).position.x).isApproximatelyEqual(to: 17.5, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a], at: 2.5).position.x).isApproximatelyEqual(to: 22.5, absoluteTolerance: 1e-9))
    }

    @Test func laterAnimationsReplaceEarlierOnesUnlessAdditive() throws {
        let a = Animation.basic(.opacity, from: 0.2, to: 0.2, duration: 1)
        let b = Animation.basic(.opacity, from: 0.5, to: 0.5, duration: 1)
        #expect((try sampleOne([a, b], at: 0.5).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a, b.additive()], at: 0.5).opacity).isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-9))
    }

    @Test func pathAnimationTurnsWithTheTangent() throws {
        // Two equal segments: right then down. Linear mode gives each segment half the time.
        let path = try Path(svgPathData: "M0 0 L100 0 L100 100")
        let ride = Animation.follow(path, rotationMode: .auto, calculationMode: .linear, duration: 2)
        let first = try sampleOne([ride], at: 0.5)
        #expect(first.position.x.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6) && first.position.y.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
        #expect(TransformReadback(first.transform).rotationZ.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
        let second = try sampleOne([ride], at: 1.5)
        #expect(second.position.x.isApproximatelyEqual(to: 100, absoluteTolerance: 1e-6) && second.position.y.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6))
        #expect(TransformReadback(second.transform).rotationZ.isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-9))
    }

    @Test func keyedAnimationsReplaceAndRemove() {
        var layer = Layer(id: "l")
        layer.add(.basic(.opacity, to: 0, duration: 1), forKey: "fade")
        layer.add(.basic(.cornerRadius, to: 4, duration: 1), forKey: "round")
        layer.add(.basic(.opacity, to: 0.5, duration: 1), forKey: "fade")
        #expect(layer.animationKeys == ["round", "fade"])
        layer.removeAnimation(forKey: "round")
        #expect(layer.animationKeys == ["fade"])
        layer.removeAllAnimations()
        #expect(layer.animations.isEmpty)
    }

    @Test func badValuesAreErrorsNotTraps() {
        #expect(throws: TimelineError.self) { try sampleOne([.basic(.opacity, to: .point(.zero), duration: 1)], at: 0) }
        #expect(throws: TimelineError.self) { try sampleOne([.basic(.opacity, to: .number(.nan), duration: 1)], at: 0) }
        #expect(throws: TimelineError.self) { try sampleOne([.basic(.opacity, to: 1, duration: -1)], at: 0) }
        let dup = Scene(canvas: .init(width: 1, height: 1), timeline: .init(duration: 1),
                        layers: [Layer(id: "a"), Layer(id: "a")])
        #expect(throws: TimelineError.self) { try Timeline(dup) }
    }
}

@Suite("Group children end")
struct GroupChildEndTests {
    @Test func childEndingWithItsGroupHoldsItsLastFrameAtTheEnd() throws {
        // The group's own fill keeps it applied at t = 1; its child's interval [0, 1) is closed at the end for children.
        let child = Animation.basic(.opacity, from: 0, to: 1, duration: 1)
        let group = Animation.group([child], duration: 1).keepsFinalState()
        #expect((try sampleOne([group], model: { $0.opacity = 0.3 }, at: 1).opacity).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
        // A top-level animation without fill is end-exclusive: the model shows at its exact end.
        #expect((try sampleOne([child], model: { $0.opacity = 0.3 }, at: 1).opacity).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-9))
    }
}
