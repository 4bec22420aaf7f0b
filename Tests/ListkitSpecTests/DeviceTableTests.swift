import Testing
@testable import ListkitSpec

/// The device presets against the values their sources publish (docs/spec-format.md,
/// "Devices"), checked by hand, one model per source.
struct DeviceTableTests {
    @Test func iphone17ProMaxMatchesUseYourLoaf() throws {
        let portrait = try #require(Device.preset(named: "iphone-17-pro-max"))
        #expect(portrait.width == 440 && portrait.height == 956 && portrait.scale == 3 && portrait.idiom == .phone)
        #expect(portrait.safeArea == Insets(top: 62, bottom: 34))
        let landscape = try #require(Device.preset(named: "iphone-17-pro-max-landscape"))
        #expect(landscape.width == 956 && landscape.height == 440)
        #expect(landscape.safeArea == Insets(top: 20, left: 62, bottom: 20, right: 62))
        #expect(landscape.isCompactHeight && !portrait.isCompactHeight)
    }

    @Test func modelsSharingAScreenShareTheirValues() throws {
        let a = try #require(Device.preset(named: "iphone-15")), b = try #require(Device.preset(named: "iphone-16"))
        #expect(a.width == b.width && a.height == b.height && a.safeArea == b.safeArea && a.scale == b.scale)
        #expect(Device.preset(named: "iphone-16e")?.safeArea == Insets(top: 47, bottom: 34))
        #expect(Device.preset(named: "iphone-air")?.safeArea == Insets(top: 68, bottom: 34))
        #expect(Device.preset(named: "iphone-air-landscape") == nil, "no evidence for the Air in landscape")
    }

    @Test func ipadsAreTwoXPadsWithStatusBarAndHomeIndicator() {
        let pads = Device.presets.filter { $0.name.hasPrefix("ipad") }
        #expect(pads.count == 16)
        for pad in pads {
            #expect(pad.idiom == .pad && pad.scale == 2 && pad.safeArea == Insets(top: 24, bottom: 20), "\(pad.name)")
            #expect(!pad.isCompactHeight)
        }
        #expect(Device.preset(named: "ipad-mini").map { ($0.width, $0.height) } ?? (0, 0) == (744, 1133))
    }

    @Test func presetNamesAreUniqueAndTheDefaultIsIphone15() {
        let names = Device.presets.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Device.defaultPreset.name == "iphone-15")
        for device in Device.presets {
            #expect(device.safeArea.top + device.safeArea.bottom < device.height && device.safeArea.left + device.safeArea.right < device.width)
        }
    }

    @Test func customDevicesTakeAnIdiomOrInferIt() {
        #expect(Device(name: "x", width: 1024, height: 768).idiom == .pad)
        #expect(Device(name: "x", width: 430, height: 932).idiom == .phone)
        #expect(Device(name: "x", width: 800, height: 600, idiom: .phone).isCompactHeight)
    }

    @Test func misspeltNamesSuggestTheNearestPreset() {
        let names = Device.presets.map(\.name)
        #expect(DidYouMean.best("iPhone 17 Pro", in: names) == "iphone-17-pro")
        #expect(DidYouMean.best("iphone-17-pro-mx", in: names) == "iphone-17-pro-max")
        #expect(DidYouMean.best("ipad-mini-landscap", in: names) == "ipad-mini-landscape")
    }
}
