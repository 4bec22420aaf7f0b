import ListkitSpec

/// The priority a view's content hugging or compression resistance enters the layout system
/// at. UIKit turns a view's intrinsic size into constraints of its own
/// (`NSContentSizeLayoutConstraint`), and one declared at 1000 (`.required`) is not held as a
/// required constraint: a required constraint that contradicts it wins, and Auto Layout reports
/// no conflict. Evidence: rdar://15106765 (lionheart/openradar-mirror #4446, iOS 7): a view
/// with a constant intrinsic width, horizontal hugging 1000 and a required width constraint of
/// another value "respects the explicit width constraint, ignoring its required content
/// hugging", with no exception; and Interface Builder saves such views at the size the
/// required constraints give (public documents of the #29 check: woocommerce-ios
/// `LoginPrologueViewController.xib`, a 263 × 54 image with compression resistance 1000 and
/// `width == 176`, `height == 36` saved 176 × 36; simplenote-ios
/// `SPNoteHistoryViewController.xib`, a 16-point image button with hugging 1000 and 30-point
/// size constraints saved 30 × 30; zotero-ios `TagFilterCell.xib`, a body label with hugging
/// 1000 pinned 4 and 12 inside a 251 × 125 cell saved 227 × 117).
///
/// Below every required constraint it still outranks every other optional one (999 and
/// lower), where it was: the documents do not tell it apart from 999, so the order it had
/// among optional constraints stays.
enum ContentSizePriority {
    /// The level a declared 1000 is solved at: the strongest optional one, a value no
    /// document writes (Interface Builder writes whole numbers).
    static let requiredStandIn: Double = Constraint.requiredPriority.nextDown

    /// The priority to solve a declared hugging or compression resistance priority at.
    static func effective(_ declared: Double) -> Double {
        declared >= Constraint.requiredPriority ? requiredStandIn : declared
    }

    /// The priority the view declared, for messages: the inverse of `effective`.
    static func declared(_ effective: Double) -> Double {
        effective == requiredStandIn ? Constraint.requiredPriority : effective
    }
}
