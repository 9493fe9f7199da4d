import AnimaCore
import Testing
@testable import AnimaSkeleton

/// Priority global < layout < container < element (own facts, then own settings, then adjustments).
@Suite struct CascadeTests {
    private let plain = ViewNode.view("v", frame: Rect(0, 0, 50, 20))

    private func bone(_ node: ViewNode, container: [SkeletonSetting] = [], layout: [SkeletonSetting] = [],
                      adjustments: [Adjustment] = [], global: SkeletonConfiguration = .standard) throws -> Bone {
        let box = ViewNode(id: "box", frame: Rect(0, 0, 300, 100), settings: container, children: [node])
        let root = ViewNode.view("root", frame: Rect(0, 0, 390, 100), children: [box])
        let layout = SkeletonLayout(canvas: Fixtures.canvas, root: root, settings: layout, adjustments: adjustments)
        return try #require(try Fixtures.bones(layout, global: global)[node.kind == .label ? "\(node.id).line0" : node.id])
    }

    @Test func globalDefaultApplies() throws {
        #expect(try bone(plain).cornerRadius == 4)
        var global = SkeletonConfiguration.standard
        global.cornerRadius = 2
        #expect(try bone(plain, global: global).cornerRadius == 2)
    }

    @Test func layoutBeatsGlobal() throws {
        var global = SkeletonConfiguration.standard
        global.cornerRadius = 2
        #expect(try bone(plain, layout: [.cornerRadius(6)], global: global).cornerRadius == 6)
    }

    @Test func containerBeatsLayout() throws {
        #expect(try bone(plain, container: [.cornerRadius(8)], layout: [.cornerRadius(6)]).cornerRadius == 8)
    }

    @Test func elementsOwnRadiusBeatsContainer() throws {
        let own = ViewNode.view("v", frame: Rect(0, 0, 50, 20), cornerRadius: 3)
        #expect(try bone(own, container: [.cornerRadius(8)]).cornerRadius == 3)
    }

    @Test func elementSettingsBeatOwnFacts() throws {
        var own = ViewNode.view("v", frame: Rect(0, 0, 50, 20), cornerRadius: 3)
        own.settings = [.cornerRadius(5)]
        #expect(try bone(own, container: [.cornerRadius(8)]).cornerRadius == 5)
    }

    @Test func adjustmentBeatsEverything() throws {
        var own = ViewNode.view("v", frame: Rect(0, 0, 50, 20), cornerRadius: 3)
        own.settings = [.cornerRadius(5)]
        #expect(try bone(own, container: [.cornerRadius(8)], adjustments: [.element("v").radius(9)]).cornerRadius == 9)
    }

    @Test func coloursCascadeToo() throws {
        let grey = try #require(Color(hex: "#808080")), red = try #require(Color(hex: "#FF0000"))
        let blue = try #require(Color(hex: "#0000FF"))
        #expect(try bone(plain).configuration.palette.base == SkeletonPalette.light.base)
        #expect(try bone(plain, layout: [.baseColor(.light, grey)]).configuration.palette.base == grey)
        #expect(try bone(plain, container: [.elementColor(red)], layout: [.baseColor(.light, grey)])
            .configuration.palette.base == red)
        #expect(try bone(plain, container: [.elementColor(red)], adjustments: [.element("v").color(blue)])
            .configuration.palette.base == blue)
    }

    @Test func darkAppearanceUsesDarkPalette() throws {
        let c = try bone(plain, layout: [.appearance(.dark)]).configuration
        #expect(c.palette == SkeletonPalette.dark)
        #expect(c.palette.base == Color(hex: "#3A3A3A"))
    }

    @Test func lineMetricsCascade() throws {
        let label = ViewNode.label("t", frame: Rect(0, 0, 100, 40))
        // Container line height 20 beats the default 15; the label's own font height 12 beats the container.
        #expect(try bone(label, container: [.lineHeight(20)]).frame.height == 20)
        var own = label
        own.lineHeight = 12
        #expect(try bone(own, container: [.lineHeight(20)]).frame.height == 12)
        #expect(try bone(own, adjustments: [.element("t").lineHeight(18)]).frame.height == 18)
    }

    @Test func styleAndTimingCascade() throws {
        let c = try bone(plain, container: [.style(.pulse), .pulseDuration(2)], layout: [.style(.drop)]).configuration
        #expect(c.style == .pulse)
        #expect(c.pulse.duration == 2)
        #expect(try bone(plain, layout: [.style(.drop)]).configuration.style == .drop)
    }
}
