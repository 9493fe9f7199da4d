import Testing
@testable import AnimaCore

@Suite("SamplingBlock (layers sampled in blocks equal layers sampled one animation at a time)")
struct SamplingBlockTests {
    /// 300 seeded layers mixing every lane and mode: basic from/to/by combinations, springs, keyframes (linear,
    /// discrete, cubic, paced, segment functions including steps), additive and cumulative animations, transform parts
    /// with whole transforms, sublayer-transform parts, groups, layer clocks, all fill modes and speeds.
    static func scene() -> Scene {
        var random = SeededRandom(seed: 2_026_1124)
        func unit() -> Double { random.nextUnit() }
        func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
        let functions: [TimingFunction?] = [nil, .easeIn, .easeOut, .easeInEaseOut, .default, .steps(3, .end),
                                            .cubicBezier(0.68, -0.55, 0.27, 1.55), .steps(2, .both)]
        func timed(_ a: Animation) -> Animation {
            var a = a.timingFunction(pick(functions)).beginTime(pick([0, 0.3, -0.4, 1.1]))
                .speed(pick([1, 1, 2, 0.5, -1])).timeOffset(pick([0, 0, 0.2]))
                .repeatCount(pick([0, 1.5, 2, .infinity])).autoreverses(unit() < 0.4)
                .fillMode(pick(FillMode.allCases)).removedOnCompletion(unit() < 0.6)
            a.isAdditive = unit() < 0.2
            a.isCumulative = unit() < 0.2
            return a
        }
        func animation(_ k: Int) -> Animation {
            switch k % 9 {
            case 0: return timed(.basic(.opacity, from: .number(unit()), to: .number(unit()), duration: 0.7))
            case 1: return timed(.basic(.position, to: .point(Point(unit() * 100, unit() * 50)), duration: 0.9))
            case 2: return timed(.basic(.rotationZ, by: .number(unit() * 3), duration: 0.6))
            case 3: return timed(.spring(.bounds, from: .rect(Rect(0, 0, 10, 10)), to: .rect(Rect(5, 5, 40, 20)),
                                         spring: Spring(mass: 1, stiffness: 100 + unit() * 200, damping: 5 + unit() * 20)))
            case 4:
                let mode = pick([KeyframeAnimation.CalculationMode.linear, .discrete, .cubic, .paced, .cubicPaced])
                let values = (0..<Int(2 + random.next() % 4)).map { _ in Value.color(Color(unit(), unit(), unit(), 1)) }
                let segments = mode == .discrete ? values.count : values.count - 1
                let curves: [TimingFunction]? = unit() < 0.5 ? (0..<segments).map { _ in pick(functions) ?? .linear } : nil
                return timed(.keyframes(.backgroundColor, values: values, timingFunctions: curves, calculationMode: mode,
                                        duration: 1.3))
            case 5: return timed(.keyframes(.scale, values: [1, 1.2, 0.8, 1].map(Value.number), duration: 0.8))
            case 6: return timed(.basic(.transform, to: .transform(.rotation(unit())), duration: 0.5))
            case 7: return timed(.basic(.sublayerTranslationX, from: 0, to: .number(unit() * 10), duration: 1))
            default:
                return .group([timed(.basic(.opacity, to: 0.5, duration: 0.4)),
                               timed(.basic(.translationY, by: 8, duration: 0.6))], duration: 1.2)
            }
        }
        var layers: [Layer] = []
        for i in 0..<300 {
            var layer = Layer(id: "l\(i)")
            layer.frame = Rect(Double(i % 20) * 10, Double(i / 20) * 10, 8, 8)
            if i % 13 == 0 { layer.transform = .rotation(0.3) }
            for a in 0..<Int(1 + random.next() % 4) { layer.add(animation(Int(random.next() % 1000) + a), forKey: "a\(a)") }
            if i % 29 == 0 {
                // A clock of its own: this layer and its sublayer leave the blocks.
                layer.timing = LayerTiming(beginTime: 0.2, speed: 1.5, timeOffset: 0.1)
                var child = Layer(id: "c\(i)")
                child.add(animation(Int(random.next() % 1000)), forKey: "c")
                layer.sublayers = [child]
            }
            layers.append(layer)
        }
        return Scene(canvas: .init(width: 200, height: 200), timeline: .init(duration: 3), layers: layers)
    }

    @Test("Every property of every layer is equal with and without blocks, at 140 times across 3.5 s")
    func blocksEqualOneAtATime() throws {
        let (blocked, single) = try Self.bothWays(Self.scene())
        #expect(!blocked.blocks.isEmpty && !blocked.otherLayers.isEmpty, "the scene exercises both ways")
        expectEqualSamples(blocked, single, at: (0..<140).map { Double($0) * 0.025 - 0.1 })
    }

    /// `scene` compiled with blocks and without (every layer sampled one animation at a time).
    private static func bothWays(_ scene: Scene) throws -> (blocked: Timeline, single: Timeline) {
        (try Timeline(scene, usesBlocks: true), try Timeline(scene, usesBlocks: false))
    }

    /// Expects every property of every layer of `a` and `b` to be equal at each of `times`.
    private func expectEqualSamples(_ a: Timeline, _ b: Timeline, at times: [Double]) {
        var p = a.sample(at: 0), q = b.sample(at: 0)
        for t in times {
            a.sample(at: t, into: &p)
            b.sample(at: t, into: &q)
            for (x, y) in zip(p.layers, q.layers) {
                #expect(x.properties == y.properties, "\(x.id) at \(t)")
            }
        }
    }

    /// 200 layers whose animations come from a pool of six, so neighbours repeat clocks (copied in the clock pass)
    /// and fractions (copied in the fraction pass), and some repeat a clock with another timing function or spring.
    static func repeatingScene() -> Scene {
        var random = SeededRandom(seed: 16)
        let clock = { (a: Animation) in a.beginTime(0.2).repeatCount(2.5).autoreverses().fillMode(.both) }
        let pool: [Animation] = [
            clock(.basic(.opacity, from: 1, to: 0.2, duration: 0.8)).timingFunction(.easeIn),
            clock(.basic(.cornerRadius, from: 0, to: 4, duration: 0.8)).timingFunction(.easeOut),
            clock(.keyframes(.rotationZ, values: [0, -0.3, 0.3, 0], duration: 0.8)).timingFunction(.easeInEaseOut),
            clock(.spring(.position, from: .point(Point(0, 0)), to: .point(Point(100, 50)),
                          spring: Spring(mass: 1, stiffness: 100, damping: 10), duration: 0.8)),
            clock(.spring(.zPosition, from: 0, to: 5, spring: Spring(mass: 1, stiffness: 300, damping: 12), duration: 0.8)),
            .basic(.anchorPoint, from: .point(Point(0, 0)), to: .point(Point(1, 1)), duration: 0.5).repeatCount(.infinity),
        ]
        let layers = (0..<200).map { i in
            var layer = Layer(id: "l\(i)")
            layer.frame = Rect(Double(i % 20) * 10, Double(i / 20) * 10, 8, 8)
            for k in 0..<Int(1 + random.next() % 4) { layer.add(pool[Int(random.next() % 6)], forKey: "a\(k)") }
            return layer
        }
        return Scene(canvas: .init(width: 200, height: 200), timeline: .init(duration: 3), layers: layers)
    }

    @Test("Layers that repeat their neighbours' clocks and fractions equal layers sampled one animation at a time")
    func repeatedClocksEqualOneAtATime() throws {
        let (blocked, single) = try Self.bothWays(Self.repeatingScene())
        let reuse = blocked.clocks.reuse
        #expect(blocked.equalFractions.contains { $0 != 0 }, "fractions are copied")
        #expect(zip(reuse, blocked.equalFractions).contains { $0.equalBefore != 0 && $1 == 0 },
                "some clocks are copied with another timing function or spring")
        expectEqualSamples(blocked, single, at: (0..<120).map { Double($0) * 0.0375 - 0.2 })
    }

    /// 120 layers whose animations' values read nothing of the layer (`appliesPassValues`): a keyframe z rotation, a
    /// fade from and to, a spring from and to, started at staggered times (so on some layers, at some times, nothing
    /// shows), over model transforms that scale, translate and turn in the plane; every seventh layer's model turns
    /// about x instead, so its parts are not planar and it takes the general way.
    static func passValueScene() -> Scene {
        let layers = (0..<120).map { i in
            var layer = Layer(id: "l\(i)")
            layer.frame = Rect(Double(i % 12) * 10, Double(i / 12) * 10, 8, 8)
            layer.transform = i % 7 == 0 ? .rotation(0.4, x: 1, y: 0, z: 0)
                : Transform3D.scale(1 + Double(i % 3) * 0.5, 2 - Double(i % 4) * 0.25, 1)
                    .concatenating(.rotation(Double(i % 5) * 0.2)).concatenating(.translation(Double(i % 9), -3, 0))
            let delay = Double(i % 11) * 0.1
            layer.add(Animation.keyframes(.rotationZ, values: [0, -0.3, 0.3, 0], duration: 1.2,
                                          timingFunction: .easeInEaseOut).beginTime(delay), forKey: "wiggle")
            if i % 2 == 0 {
                layer.add(Animation.basic(.opacity, from: 1, to: 0.2, duration: 0.8).autoreverses().beginTime(delay),
                          forKey: "fade")
            }
            layer.add(Animation.spring(.position, from: .point(Point(0, 0)), to: .point(Point(100, 50)),
                                       spring: Spring(mass: 1, stiffness: 100, damping: 10), duration: 1).beginTime(-delay),
                      forKey: "drop")
            return layer
        }
        return Scene(canvas: .init(width: 120, height: 100), timeline: .init(duration: 3), layers: layers)
    }

    @Test("Layers applied from the pass's values equal layers sampled one animation at a time")
    func passValuesEqualOneAtATime() throws {
        let (blocked, single) = try Self.bothWays(Self.passValueScene())
        // Only layers whose model transform decomposes into parts that turn about z alone take the pass's way.
        for i in blocked.animatedLayers {
            let planar = blocked.modelParts[blocked.plans[i].transform].isPlanar
            #expect(blocked.plans[i].appliesPassValues == (i % 7 != 0 && planar), "layer \(i)")
        }
        #expect(blocked.animatedLayers.filter { blocked.plans[$0].appliesPassValues }.count >= 90)
        expectEqualSamples(blocked, single, at: (0..<120).map { Double($0) * 0.03 - 0.2 })
    }

    /// 40 layers applied from the pass's values whose four animations (a z rotation, and from-to fades of opacity,
    /// background colour and bounds, removed on completion) start at staggered times and end at different ones, so
    /// that each deferred key, of one, two or four lanes, is put back to the model on its own while others show.
    static func deferredResetScene() -> Scene {
        let layers = (0..<40).map { i in
            var layer = Layer(id: "l\(i)")
            layer.frame = Rect(Double(i % 8) * 10, Double(i / 8) * 10, 8, 6)
            layer.opacity = 0.7
            layer.backgroundColor = Color(0.1, 0.2, 0.3, 0.4)
            let delay = Double(i % 5) * 0.15
            layer.add(Animation.keyframes(.rotationZ, values: [0, 0.5, 0], duration: 2).beginTime(delay),
                      forKey: "turn")
            layer.add(Animation.basic(.opacity, from: 0, to: 1, duration: 0.4).beginTime(delay), forKey: "fade")
            layer.add(Animation.basic(.backgroundColor, from: .color(Color(1, 0, 0, 1)), to: .color(Color(0, 0, 1, 1)),
                                      duration: 0.6).beginTime(delay + 0.2), forKey: "tint")
            layer.add(Animation.basic(.bounds, from: .rect(Rect(0, 0, 2, 2)), to: .rect(Rect(0, 0, 4, 4)),
                                      duration: 0.8).beginTime(delay + 0.1), forKey: "grow")
            return layer
        }
        return Scene(canvas: .init(width: 80, height: 50), timeline: .init(duration: 3), layers: layers)
    }

    @Test("Deferred keys of layers applied from the pass's values are put back to the model while none shows on them")
    func passValueLayersResetDeferredKeys() throws {
        let scene = Self.deferredResetScene()
        let (blocked, single) = try Self.bothWays(scene)
        #expect(blocked.animatedLayers.allSatisfy { blocked.plans[$0].appliesPassValues })
        // Opacity, background colour and bounds are deferred (set whole, from and to given); the rotation is a part.
        #expect(blocked.animatedLayers.allSatisfy { blocked.plans[$0].deferredKeys.nonzeroBitCount == 3 })
        var p = blocked.sample(at: 0)
        for t in (0..<90).map({ Double($0) * 0.02 }) {
            blocked.sample(at: t, into: &p)
            for (layer, presented) in zip(scene.layers, p.layers) {
                // Layer l begins its fade at (l mod 5)·0.15 s and removes it 0.4 s later; the tint and the growth
                // start 0.2 s and 0.1 s after it and last 0.6 s and 0.8 s. Outside those intervals the layer shows
                // its own values: opacity 0.7, colour (0.1, 0.2, 0.3, 0.4), bounds 8 × 6 at the origin.
                let delay = Double((Int(layer.id.dropFirst()) ?? 0) % 5) * 0.15
                let q = presented.properties
                if t < delay || t >= delay + 0.4 { #expect(q.opacity == 0.7, "\(layer.id) at \(t)") }
                if t < delay + 0.2 || t >= delay + 0.8 {
                    #expect(q.backgroundColor == Color(0.1, 0.2, 0.3, 0.4), "\(layer.id) at \(t)")
                }
                if t < delay + 0.1 || t >= delay + 0.9 { #expect(q.bounds == Rect(0, 0, 8, 6), "\(layer.id) at \(t)") }
            }
        }
        expectEqualSamples(blocked, single, at: (0..<90).map { Double($0) * 0.02 })
    }

    /// 30 layers turning about z from 0 to 0.5 rad in 1 s (linear, removed at the end), beginning 0.125·(i mod 4) s,
    /// over a model transform scaled by 2 in x and moved by (5, −3); every third model holds −0 as m13 where the
    /// turned planar matrix holds +0.
    static func upperLeftScene() -> Scene {
        let layers = (0..<30).map { i in
            var layer = Layer(id: "l\(i)")
            layer.frame = Rect(Double(i % 6) * 10, Double(i / 6) * 10, 8, 8)
            var model = Transform3D.scale(2, 1, 1).concatenating(.translation(5, -3, 0))
            if i % 3 == 0 { model.m13 = -0.0 }
            layer.transform = model
            layer.add(Animation.basic(.rotationZ, from: 0, to: 0.5, duration: 1).timingFunction(.linear)
                        .beginTime(Double(i % 4) * 0.125), forKey: "turn")
            return layer
        }
        return Scene(canvas: .init(width: 60, height: 50), timeline: .init(duration: 2), layers: layers)
    }

    @Test("A layer turning planar parts writes only the upper-left 2 × 2 of its transform, only where its model agrees with the turned matrix elsewhere bit for bit")
    func upperLeftOnly() throws {
        let (blocked, single) = try Self.bothWays(Self.upperLeftScene())
        for i in blocked.animatedLayers {
            #expect(blocked.plans[i].appliesPassValues && blocked.modelParts[blocked.plans[i].transform].isPlanar)
            #expect(blocked.plans[i].writesUpperLeftOnly == (i % 3 != 0), "layer \(i)")
        }
        var p = blocked.sample(at: 0), q = single.sample(at: 0)
        // Before, during and after each turn, so that a frame after a turned one puts the model back.
        for t in (0..<60).map({ Double($0) * 0.03125 - 0.25 }) {
            blocked.sample(at: t, into: &p)
            single.sample(at: t, into: &q)
            for (x, y) in zip(p.layers, q.layers) {
                let bits = { (l: PresentedLayer) in l.properties.transform.entries.map(\.bitPattern) }
                #expect(bits(x) == bits(y), "\(x.id) at \(t)")
            }
            // By hand: layer l has turned 0.5 · (t − begin) rad while 0 ≤ t − begin < 1, else it shows its model:
            // m11 = 2 cos θ, m12 = 2 sin θ, m21 = −sin θ, m22 = cos θ, translation (5, −3), m13 the model's.
            for (i, layer) in p.layers.enumerated() {
                let local = t - Double(i % 4) * 0.125, m = layer.properties.transform
                let angle = local >= 0 && local < 1 ? 0.5 * local : 0
                let expected = [2 * Double.cos(angle), 2 * Double.sin(angle), -Double.sin(angle), Double.cos(angle)]
                #expect(zip([m.m11, m.m12, m.m21, m.m22], expected).allSatisfy { abs($0 - $1) <= 1e-15 },
                        "l\(i) at \(t)")
                #expect(m.m41 == 5 && m.m42 == -3 && m.m33 == 1 && m.m44 == 1, "l\(i) at \(t)")
                #expect(m.m13.sign == (i % 3 == 0 && !(local >= 0 && local < 1) ? .minus : .plus), "l\(i) at \(t)")
            }
        }
    }

    @Test("Blocks hold contiguous animations, at most maxAnimations each, and only layers on the scene clock without groups")
    func plan() throws {
        let timeline = try Timeline(Self.scene())
        var covered = Set<Int>()
        for block in timeline.blocks {
            #expect(block.animations.count <= SamplingBlock.maxAnimations)
            let layers = timeline.blockLayers[block.layers]
            #expect(layers.first.map { timeline.layerAnimations[$0].lowerBound } == block.animations.lowerBound)
            #expect(layers.last.map { timeline.layerAnimations[$0].upperBound } == block.animations.upperBound)
            for i in layers {
                #expect(!timeline.hasOwnClock[i])
                #expect(!timeline.layerAnimations[i].contains { timeline.animations[$0].kind == .group })
                covered.insert(i)
            }
        }
        #expect(covered.union(timeline.otherLayers) == Set(timeline.animatedLayers))
        #expect(covered.isDisjoint(with: timeline.otherLayers))
    }
}
