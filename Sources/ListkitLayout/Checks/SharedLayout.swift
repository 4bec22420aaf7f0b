import ListkitSpec
import ListkitYAML

/// A screen's layout on one device as one rule hands it to another through the screen's
/// `LintHandoff`: `misplaced-view` solves the design device's layout with the options the
/// layout checks use there, and `LayoutRule` takes it instead of solving it again.
///
/// The key says everything a layout of the handoff's screen depends on: the device, the
/// options, the fonts, and of the spec's `devices` the one thing layout reads, where findings
/// about the device point (`LayoutEngine.deviceMark`). The views and their constraints are the
/// handoff's screen (`IBLinter` shares one only between checks of the same built screen).
struct SharedLayoutKey: Hashable {
    var device: Device
    var deviceMark: Mark
    var options: LayoutOptions
    var fonts: ObjectIdentifier

    init(spec: Spec, device: Device, options: LayoutOptions, fonts: FontLibrary) {
        self.device = device
        self.deviceMark = LayoutEngine.deviceMark(of: spec, on: device)
        self.options = options
        self.fonts = ObjectIdentifier(fonts)
    }

    /// The device's size and the fonts only: a handoff holds one layout a screen, so these
    /// tell keys apart well enough, where hashing every field (the device's name and insets,
    /// the options, the mark's path) was a visible share of each screen's checks, done twice a
    /// screen. Equality still compares every field.
    func hash(into hasher: inout Hasher) {
        hasher.combine(device.width)
        hasher.combine(device.height)
        hasher.combine(fonts)
    }
}
