import ListkitSpec

/// What one margins pass pins the views' own guides to, by slot (0: the container): each view's
/// effective layout margins and its safe-area insets (`EffectiveLayoutMargins`).
struct ViewGuideInsets: Hashable, Sendable {
    var margins: [Insets]
    var safeAreas: [Insets]
}
