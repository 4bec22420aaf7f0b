/// The iOS release whose UIKit metrics a layout uses. Each release is one data file
/// (`UIKitMetrics+iOS18.swift`): adding a release is a case here, its line in `metrics` and
/// its data file, with every value's source beside it.
public enum UIKitRelease: String, CaseIterable, Sendable, Hashable {
    case iOS18 = "ios18"

    /// The release layouts use unless told otherwise.
    public static let `default`: UIKitRelease = .iOS18

    /// This release's metrics.
    public var metrics: UIKitMetrics {
        switch self {
        case .iOS18: return .iOS18
        }
    }
}
