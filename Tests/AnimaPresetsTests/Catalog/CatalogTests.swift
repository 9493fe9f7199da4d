import AnimaCore
@testable import AnimaPresets
import Testing

/// The catalog: names, parameters, validation errors, and that every preset is one removable animation.
struct CatalogTests {
    @Test func everyRequiredPresetIsThereOnce() {
        let names = PresetCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        for required in ["bell", "cardLoop", "passcodeShake", "ridePath", "morphToCircle", "fadeOut", "moveAndRotate",
                         "moveScaleRecolor", "shake", "headShake", "swing", "tada", "wobble", "jello", "heartBeat",
                         "bounce", "pulse", "rubberBand", "pop", "morph", "squeeze", "flip", "fall", "slideIn",
                         "slideOut", "zoomIn", "zoomOut", "fadeIn", "flash", "symbolBounce", "symbolPulse",
                         "symbolWiggle", "symbolBreathe", "symbolRotate"] {
            #expect(names.contains(required), "\(required)")
        }
    }

    @Test(arguments: PresetCatalog.all.map(\.name))
    func presetIsOneKeyedAnimationThatOneRemovalStops(name: String) throws {
        let preset = try PresetCatalog.preset(named: name)
        let scene = preset.scene(preset.defaultArguments)
        let sample = try #require(scene.layer(withID: "sample"))
        #expect(sample.animationKeys == [name])
        let times = stride(from: 0.0, through: scene.timeline.duration, by: 1.0 / 30).map { $0 }
        let timeline = try Timeline(scene)
        #expect(times.contains { timeline.sample(at: $0)["sample"] != sample.properties }, "it animates")
        var stopped = scene
        stopped.updateLayer(withID: "sample") { $0.removeAnimation(forKey: name) }
        let still = try Timeline(stopped)
        #expect(times.allSatisfy { still.sample(at: $0)["sample"] == sample.properties })
    }

    @Test func unknownPresetSuggestsTheClosestName() {
        #expect(throws: PresetError("unknown preset \"shkae\"; did you mean \"shake\"? (`anima presets` lists them)")) {
            try PresetCatalog.preset(named: "shkae")
        }
        #expect(throws: PresetError("unknown preset \"xyzzy-plugh\" (`anima presets` lists them)")) {
            try PresetCatalog.preset(named: "xyzzy-plugh")
        }
    }

    @Test func badArgumentsAreClearErrors() throws {
        let shake = try PresetCatalog.preset(named: "shake")
        #expect(throws: PresetError("preset \"shake\": duration must be a number from 0.01 to 60 s, not \"-1\"")) {
            try shake.arguments(parsing: ["duration=-1"])
        }
        #expect(throws: PresetError("preset \"shake\": duration must be a number from 0.01 to 60 s, not \"fast\"")) {
            try shake.arguments(parsing: ["duration=fast"])
        }
        #expect(throws: PresetError("preset \"shake\": repeat must be a repeat count ≥ 0 or \"infinity\", not \"-2\"")) {
            try shake.arguments(parsing: ["repeat=-2"])
        }
        #expect(throws: PresetError("preset \"shake\": axis must be one of x, y, not \"z\"")) {
            try shake.arguments(parsing: ["axis=z"])
        }
        #expect(throws: PresetError("preset \"shake\" has no parameter \"amp\"; its parameters are axis, force, duration, delay, repeat")) {
            try shake.arguments(parsing: ["amp=3"])
        }
        #expect(throws: PresetError("parameter \"duration\" must be written name=value, e.g. duration=0.5")) {
            try shake.arguments(parsing: ["duration"])
        }
        #expect(throws: PresetError("preset \"shake\": parameter \"force\" is given twice")) {
            try shake.arguments(parsing: ["force=1", "force=2"])
        }
        #expect(throws: PresetError("preset \"shake\": duration must be a number from 0.01 to 60 s, not \"nan\"")) {
            try shake.arguments(parsing: ["duration=nan"])
        }
        #expect(throws: PresetError("preset \"shake\": force must be a number from 0 to 3, not \"infinity\"")) {
            try shake.arguments(["force": .number(.infinity)])
        }
    }

    @Test func goodArgumentsOverrideTheDefaults() throws {
        let card = try PresetCatalog.preset(named: "cardLoop")
        let args = try card.arguments(parsing: ["variant=regular", "repeat=infinity", "delay=0.5"])
        #expect(args.choice("variant") == "regular" && args.number("repeat") == .infinity && args.number("delay") == 0.5)
        let animation = card.animation(for: plainLayer(), args)
        #expect(animation.timing.beginTime == 0.5)
        #expect(card.defaultArguments.number("repeat") == .infinity)
    }

    @Test func everyParameterDefaultIsValid() {
        for preset in PresetCatalog.all {
            for parameter in preset.parameters {
                #expect(parameter.validated(parameter.defaultValue) != nil, "\(preset.name).\(parameter.name)")
            }
        }
    }

    @Test func sampleScenesLastOneLoopOrTheWholeAnimationPlusAHold() throws {
        let bell = try PresetCatalog.preset(named: "bell")
        #expect(bell.scene(bell.defaultArguments).timeline.duration == 1.6)
        let shake = try PresetCatalog.preset(named: "shake")
        #expect(shake.scene(try shake.arguments(parsing: ["delay=0.25"])).timeline.duration == 1.75)
        let ride = try PresetCatalog.preset(named: "ridePath")
        let scene = ride.scene(ride.defaultArguments)
        #expect(scene.layer(withID: "track") != nil, "the path is drawn")
    }
}
