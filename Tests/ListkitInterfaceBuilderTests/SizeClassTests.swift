import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// Size-class variations applied per device, from size-classes.storyboard (written by hand for
/// these tests, designed on an iPhone 12–14 in portrait). Size classes: UIKit's for a
/// full-screen app — iPhones compact width and regular height in portrait, compact height in
/// landscape with a regular width on the Plus and Max models, iPads regular in both
/// (Apple's HIG, "Layout", size classes by device). Frames worked out by hand per device.
@Suite struct SizeClassTests {
    static func device(_ name: String) throws -> Device {
        try #require(Device.preset(named: name), "no preset \(name)")
    }

    /// The screen as UIKit shows it on a device: built with its size classes, laid out on it.
    static func frames(_ scene: String, on name: String) throws -> [String: Rect] {
        let device = try Self.device(name)
        let screens = try IBFixtures.document("size-classes.storyboard").screens(classes: SizeClasses.of(device))
        let screen = try #require(IBDocument.select(screens, scene: scene))
        return LayoutEngine(spec: screen.spec).layout(on: device).result.framesByID
    }

    @Test func devicesSizeClasses() throws {
        #expect(SizeClasses.of(try Self.device("iphone-15")) == SizeClasses(width: .compact, height: .regular))
        #expect(SizeClasses.of(try Self.device("iphone-15-landscape")) == SizeClasses(width: .compact, height: .compact))
        #expect(SizeClasses.of(try Self.device("iphone-15-pro-max-landscape")) == SizeClasses(width: .regular, height: .compact))
        #expect(SizeClasses.of(try Self.device("ipad-11")) == SizeClasses(width: .regular, height: .regular))
    }

    /// Banner: 100 tall, 50 in compact height, under the safe area's top. Sidebar: regular width
    /// only, 300 wide under the banner. Stack of two 100×40 views 10 apart, 20 from the trailing
    /// edge and 10 below the banner: vertical in compact width (100×90), else horizontal (210×40).
    static let expected: [String: [String: Rect?]] = [
        // As designed (iPhone 12–14: 390×844, 47 on top): also the saved frames.
        "iphone-16e": ["banner": Rect(x: 0, y: 47, width: 390, height: 100), "sidebar": nil,
                       "buttons": Rect(x: 270, y: 157, width: 100, height: 90),
                       "one": Rect(x: 270, y: 157, width: 100, height: 40), "two": Rect(x: 270, y: 207, width: 100, height: 40)],
        "iphone-15": ["banner": Rect(x: 0, y: 59, width: 393, height: 100), "sidebar": nil,
                      "one": Rect(x: 273, y: 169, width: 100, height: 40), "two": Rect(x: 273, y: 219, width: 100, height: 40)],
        // Compact height: the 50-point banner at the top (no safe area above in landscape).
        "iphone-15-landscape": ["banner": Rect(x: 0, y: 0, width: 852, height: 50), "sidebar": nil,
                                "one": Rect(x: 732, y: 60, width: 100, height: 40), "two": Rect(x: 732, y: 110, width: 100, height: 40)],
        // Regular width, compact height: the sidebar, a horizontal stack, the short banner.
        "iphone-15-pro-max-landscape": ["banner": Rect(x: 0, y: 0, width: 932, height: 50),
                                        "sidebar": Rect(x: 0, y: 50, width: 300, height: 380),
                                        "one": Rect(x: 702, y: 60, width: 100, height: 40), "two": Rect(x: 812, y: 60, width: 100, height: 40)],
        "ipad-11": ["banner": Rect(x: 0, y: 24, width: 834, height: 100), "sidebar": Rect(x: 0, y: 124, width: 300, height: 1070),
                    "buttons": Rect(x: 604, y: 134, width: 210, height: 40),
                    "one": Rect(x: 604, y: 134, width: 100, height: 40), "two": Rect(x: 714, y: 134, width: 100, height: 40)],
    ]

    @Test(arguments: ["iphone-16e", "iphone-15", "iphone-15-landscape", "iphone-15-pro-max-landscape", "ipad-11"])
    func eachDeviceGetsItsVariations(_ name: String) throws {
        let frames = try Self.frames("Adaptive", on: name)
        for (id, frame) in try #require(Self.expected[name]) {
            #expect(frames[id] == frame, "\(id) on \(name)")
        }
    }

    @Test func theDesignDevicesFramesAreTheSavedOnes() throws {
        let screen = try #require(IBDocument.select(try IBFixtures.document("size-classes.storyboard").screens(), scene: "Adaptive"))
        #expect(screen.spec.designDevice?.name == "iphone-16e")
        #expect(screen.classes == SizeClasses(width: .compact, height: .regular))
        let views = IBFixtures.views(screen.spec)
        for (id, frame) in try #require(Self.expected["iphone-16e"]) {
            guard let frame else { continue }
            let saved = try #require(views[id]?.savedFrame, "\(id)")
            #expect(Rect(x: saved.x, y: saved.y, width: saved.width, height: saved.height) == frame, "\(id)")
        }
    }

    /// lint checks every device it is given with that device's variations: the regular-width
    /// constraint conflicts on the iPad and the Max in landscape (two size classes, one finding
    /// naming both), not on the iPhone; the adaptive screen is clean on all of them.
    @Test func lintAppliesEachDevicesVariations() throws {
        let bytes = try IBFixtures.bytes("size-classes.storyboard")
        let devices = try ["iphone-15", "ipad-11", "iphone-15-landscape", "iphone-15-pro-max-landscape"].map(Self.device)
        let diagnostics = IBLinter.check(IBSpecLoader.load(bytes, path: "size-classes.storyboard"), rules: Linter.lintRules(), devices: devices)
        #expect(diagnostics.map { "\($0.mark) \($0.rule)" } == ["99:37 unsatisfiable-constraints"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.message.hasPrefix("on ipad-11, iphone-15-pro-max-landscape: unsatisfiable constraints:") == true, "\(diagnostics.map(\.message))")
        // On the design device (compact width) the constraint is not installed.
        #expect(IBLinter.check(IBSpecLoader.load(bytes, path: "size-classes.storyboard"), rules: Linter.lintRules()).isEmpty)
    }

    @Test func findingsOfSeveralSizeClassesMerge() throws {
        let rules = [LayoutRule(kinds: [.unsatisfiableConstraints])]
        let bytes = try IBFixtures.bytes("size-classes.storyboard")
        let onPhones = IBLinter.check(IBSpecLoader.load(bytes, path: "s"), rules: rules, devices: try ["iphone-se", "iphone-15"].map(Self.device))
        #expect(onPhones.isEmpty)
        let mixed = IBLinter.check(IBSpecLoader.load(bytes, path: "s"), rules: rules, devices: try ["iphone-15-pro-max-landscape", "iphone-15", "ipad-11"].map(Self.device))
        #expect(mixed.map(\.message).allSatisfy { $0.hasPrefix("on iphone-15-pro-max-landscape, ipad-11: ") }, "\(mixed.map(\.message))")
        #expect(mixed.count == 1)
    }
}
