import ListkitInterfaceBuilder
import ListkitSpec
import Testing

/// "Is it an iPad" is one test (`IdiomThresholds.isPad`): a custom device's idiom (its bars)
/// and its size classes (Interface Builder's variations) agree on every size. They used to
/// differ: a device 700 to 743 points on its short side was a pad for its bars and a phone
/// for its size classes.
struct IPadTestTests {
    @Test(arguments: [700.0, 720, 743, 744, 768])
    func idiomAndSizeClassesAgree(shortSide: Double) {
        let device = Device(name: "custom", width: shortSide, height: 1100)
        let regular = SizeClasses.of(device) == SizeClasses(width: .regular, height: .regular)
        #expect((device.idiom == .pad) == regular, "\(shortSide)")
        #expect((device.idiom == .pad) == (shortSide >= UIKitRelease.default.metrics.idiom.padShortSideFrom))
    }

    /// The threshold is the smallest iPad screen's short side in the device table, above every
    /// iPhone's: every preset keeps its idiom.
    @Test func theThresholdSplitsThePresets() {
        let metrics = UIKitRelease.default.metrics
        #expect(metrics.idiom.padShortSideFrom == 744)
        for preset in Device.presets {
            #expect(metrics.idiom.idiom(width: preset.width, height: preset.height) == preset.idiom, "\(preset.name)")
        }
    }
}
