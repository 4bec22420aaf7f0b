/// What the Xcode that saved an Interface Builder document laid it out with, read from the
/// document's `toolsVersion` (Interface Builder's build number: "22505" is Xcode 15, "24506"
/// Xcode 26): the iOS release of its controls and margins, and the safe areas of devices whose
/// simulation changed between Xcodes. docs/interface-builder.md ("The document's era") lists
/// the evidence for each.
public struct InterfaceBuilderEra: Sendable, Hashable {
    /// The document's `toolsVersion`; 0 when it does not say.
    public var toolsVersion: Double

    public init(toolsVersion: Double) {
        self.toolsVersion = toolsVersion
    }

    // Source: the first Xcode 26 Interface Builder builds are 24xxx (NetNewsWire's storyboards saved by
    // 24093.9, 24412, 24506 and 24765 have iOS 26's 63 × 28 switches, 34-point sliders and 15-point cell
    // margins; IQKeyboardManager's by 24127 and GoMap's by 24506 the same), Xcode 16's are 23xxx
    // (23077.2, 23094, 23504, 23727 in public documents, with 51 × 31 switches).
    static let firstXcode26 = 24000.0
    // Source: Xcode 15's builds are 22xxx (22155, 22505 in public documents), Xcode 16's 23xxx.
    static let xcode15 = 22000.0..<23000.0
    // Source: IQKeyboardManager's General.storyboard (toolsVersion 22505, device retina5_9): its four
    // root subviews pinned to the safe area's top sit 50 points below the screen's top (the 12 mini's
    // 50, which Xcode 15 shows for 375 × 812); documents of retina5_9 saved by 19xxx (Xcode 13) and
    // earlier sit at 44 (kharrison/CodeExamples), and Xcode 26's navigation bars on retina5_9 start
    // 44 + 44 down (NetNewsWire Add.storyboard).
    static let retina5_9TopInXcode15 = 50.0

    /// The iOS release whose metrics the document was laid out with: iOS 26 for Xcode 26, else
    /// iOS 18 (the oldest release listkit has; older documents' controls are iOS 13 to 18's).
    public var release: UIKitRelease {
        toolsVersion >= Self.firstXcode26 ? .iOS26 : .iOS18
    }

    /// The portrait safe-area top the document's Xcode simulated for an Interface Builder device
    /// id, where it differs from the device table's.
    public func portraitTop(deviceID: String) -> Double? {
        deviceID == "retina5_9" && Self.xcode15.contains(toolsVersion) ? Self.retina5_9TopInXcode15 : nil
    }

}
