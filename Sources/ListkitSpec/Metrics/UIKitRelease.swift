/// The iOS release whose UIKit metrics a layout uses. Each release is one data file
/// (`UIKitMetrics+iOS10.swift`, `UIKitMetrics+iOS12.swift`, `UIKitMetrics+iOS13.swift`, `UIKitMetrics+iOS18.swift`,
/// `UIKitMetrics+iOS26.swift`): adding a release is a case here,
/// its line in `metrics` and its data file, with every value's source beside it.
///
/// A spec names its release with `os:` (the raw values), `.listkit.yml` and `--os` give one to
/// specs that do not, and an Interface Builder document's is the one of the Xcode that saved it
/// (`InterfaceBuilderEra`). Unnamed, a layout uses `default`.
public enum UIKitRelease: String, CaseIterable, Sendable, Hashable {
    case iOS18 = "ios18"
    case iOS26 = "ios26"
    /// iOS 13's controls, as Interface Builder laid them out in Xcode 11 (`InterfaceBuilderEra`):
    /// iOS 18's, but the page control and the progress view iOS 14 redesigned; every other
    /// metric is iOS 18's.
    case iOS13 = "ios13"
    /// iOS 11 and 12's controls, as Interface Builder laid them out from Xcode 9 to Xcode 10
    /// (`InterfaceBuilderEra`); every other metric is iOS 18's. The old releases are listed
    /// last, so that a mistyped name's nearest release (`ios19`, `ios62`) is a current one.
    case iOS12 = "ios12"
    /// iOS 7 to 10's controls, as Interface Builder laid them out before Xcode 9: iOS 12's, but
    /// where iOS 11 changed one (the search bar); every other metric is iOS 18's.
    case iOS10 = "ios10"

    /// The release layouts use unless told otherwise (docs/spec-format.md, "iOS release").
    public static let `default`: UIKitRelease = .iOS18

    /// This release's metrics.
    public var metrics: UIKitMetrics {
        switch self {
        case .iOS10: return .iOS10
        case .iOS12: return .iOS12
        case .iOS13: return .iOS13
        case .iOS18: return .iOS18
        case .iOS26: return .iOS26
        }
    }
}
