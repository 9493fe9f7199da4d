import AnimaCore
import AnimaTestSupport
import AnimaTransitions
import Testing

@Suite struct TransitionPlanTests {
    @Test func firstLoadIsNotAnimatedUnlessAsked() throws {
        let plan = TransitionPlan(from: Fixtures.state([]), to: Fixtures.state(["a", "b"], firstLoad: true))
        #expect(plan.isReload)
        #expect(!plan.isAnimated)
        #expect(plan.items.map(\.change) == [.insert, .insert])
        #expect(plan.items.allSatisfy { !$0.isAnimated })
        #expect(try plan.scene().allLayers.allSatisfy { $0.animations.isEmpty })

        let asked = TransitionPlan(from: Fixtures.state([]), to: Fixtures.state(["a", "b"], firstLoad: true),
                                   options: TransitionOptions(animatesFirstLoad: true))
        #expect(asked.items.allSatisfy { $0.isAnimated })
        #expect(asked.items.map(\.rank) == [0, 1])
    }

    @Test func pureScrollAnimatesNothingAndShiftsLayers() throws {
        let plan = TransitionPlan(from: Fixtures.state(["a", "b", "c"]), to: Fixtures.state(["a", "b", "c"], offset: 100))
        #expect(!plan.isReload)
        #expect(!plan.isAnimated)
        #expect(plan.items.map(\.change) == [.none, .none, .none])
        let scene = try plan.scene()
        #expect(scene.allLayers.allSatisfy { $0.animations.isEmpty })
        // Row 1 sits at content y 112; scrolled by 100 it shows at 12, its centre at 52.
        #expect(scene.layer(withID: "b")?.properties.position == Point(195, 52))
    }

    @Test func onlyItemsVisibleBeforeOrAfterAnimate() {
        // Row k spans y 16 + 96k … 96 + 96k; the screen is 600 pt tall, so rows 0–6 show (row 6 by 8 pt), row 7 does not.
        let rows = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let plan = TransitionPlan(from: Fixtures.state(rows), to: Fixtures.state(["x"] + rows))
        let animated = Dictionary(uniqueKeysWithValues: plan.items.map { ($0.id, $0.isAnimated) })
        #expect(animated == ["x": true, "a": true, "b": true, "c": true, "d": true, "e": true, "f": true,
                             "g": true,    // row 6 → 7: visible before only
                             "h": false])  // row 7 → 8: never on screen, jumps
        #expect(plan.item(withID: "h")?.change == .update)
    }

    @Test func itemComingIntoViewAnimatesAndOffScreenDeleteDoesNot() {
        let rows = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let toTop = TransitionPlan(from: Fixtures.state(rows), to: Fixtures.state(["h"] + rows.dropLast()))
        #expect(toTop.item(withID: "h")?.change == .move)
        #expect(toTop.item(withID: "h")?.isAnimated == true)
        let dropLast = TransitionPlan(from: Fixtures.state(rows), to: Fixtures.state(Array(rows.dropLast())))
        #expect(dropLast.item(withID: "h")?.change == .delete)
        #expect(dropLast.item(withID: "h")?.isAnimated == false)
    }

    @Test func deletedItemsComeFirstInDrawingOrder() {
        let plan = TransitionPlan(from: Fixtures.state(["a", "b", "c"]), to: Fixtures.state(["c", "a"]))
        #expect(plan.items.map(\.id) == ["b", "c", "a"])
        #expect(plan.items.map(\.change) == [.delete, .move, .update])
    }

    @Test func outOfBoundsItemsAnimateWhenAsked() {
        let before = Fixtures.state(["a", "b", "c", "d", "e", "f", "g", "h", "i"])
        let after = Fixtures.state(["a", "b", "c", "d", "e", "f", "g", "i"])
        let plan = TransitionPlan(from: before, to: after, options: TransitionOptions(animatesOutOfBoundsItems: true))
        #expect(plan.item(withID: "h")?.isAnimated == true)  // deleted from row 7
        #expect(plan.item(withID: "i")?.isAnimated == true)  // row 8 → 7
    }

    @Test func framesAreInLayerCoordinatesOfTheAfterViewport() {
        let plan = TransitionPlan(from: Fixtures.state(["a", "b"], offset: 0), to: Fixtures.state(["b", "a"], offset: 50))
        #expect(plan.item(withID: "a")?.before?.frame == Rect(16, -34, 358, 80))
        #expect(plan.item(withID: "a")?.after?.frame == Rect(16, 62, 358, 80))
        #expect(plan.context.visibleBounds == Rect(0, 0, 390, 600))
        #expect(plan.context.contentOffset == Point(0, 50))
    }

    @Test func deletesOutliveTheirRemoval() throws {
        // FadeAnimator: 0.3 s ease-in-ease-out, a curve symmetric about (0.5, 0.5).
        let plan = TransitionPlan(from: Fixtures.state(["a", "b", "c"]), to: Fixtures.state(["a", "c"]))
        let scene = try plan.scene(animator: FadeAnimator())
        #expect(scene.layer(withID: "b")?.properties.isHidden == true)
        let middle = try properties(of: "b", in: scene, at: 0.15)
        #expect(middle.isHidden == false)
        #expect(abs(middle.opacity - 0.5) < 1e-6)
        #expect(try properties(of: "b", in: scene, at: 0.299).isHidden == false)
        #expect(try properties(of: "b", in: scene, at: 0.3).isHidden == true)
        #expect(try properties(of: "b", in: scene, at: 1).isHidden == true)
    }

    @Test func deleteOffScreenIsHiddenAtOnce() throws {
        let before = Fixtures.state(["a", "b", "c", "d", "e", "f", "g", "h"])
        let plan = TransitionPlan(from: before, to: Fixtures.state(["a", "b", "c", "d", "e", "f", "g"]))
        let scene = try plan.scene(animator: FadeAnimator())
        #expect(try properties(of: "h", in: scene, at: 0).isHidden == true)
    }

    @Test func duplicateIdsCannotBecomeAScene() {
        let plan = TransitionPlan(from: Fixtures.state(["a", "b"]), to: Fixtures.state(["a", "b", "a"]))
        #expect(plan.diff.duplicates == [ListDiff.Duplicate(side: .after, index: 2)])
        #expect(throws: ListStateError(path: "after.items[2].id",
                                       message: "duplicate id \"a\" (first at items[0]); ids must be unique")) {
            try plan.scene()
        }
    }
}
