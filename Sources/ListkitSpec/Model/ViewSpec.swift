import ListkitYAML

/// One view of a screen or of a cell kind, with its constraints and children.
public struct ViewSpec: Sendable {
    public var id: Located<String>
    public var type: Located<ViewType>
    /// Where the view's mapping starts.
    public var mark: Mark

    // Content (which keys apply depends on the type; see `Schema`).
    public var text: Located<String>?
    public var title: Located<String>?
    public var placeholder: Located<String>?
    public var font: Located<Font>?
    /// Label lines: 1 (default), N > 1, or 0 for unlimited.
    public var lines: Located<Int>?
    /// How a label cuts text that does not fit, when the spec says (intent: see `LineBreakMode`).
    public var lineBreakMode: Located<LineBreakMode>?
    /// A label that shrinks its text to fit its width down to this fraction of its font's size
    /// before it cuts it (`UILabel.adjustsFontSizeToFitWidth` with `minimumScaleFactor`); nil:
    /// it does not shrink.
    public var minimumScaleFactor: Located<Double>?
    /// A label's lines apart: `NSParagraphStyle.lineHeightMultiple` (each line's height × this;
    /// nil or 0: the font's line) and `lineSpacing` (points between one line and the next).
    public var lineHeightMultiple: Located<Double>?
    public var lineSpacing: Located<Double>?
    /// A multi-line label's explicit `UILabel.preferredMaxLayoutWidth` (Interface Builder's
    /// "Explicit" preferred width): its intrinsic size is its text wrapped at this width, whatever
    /// width it is laid out at. nil (YAML specs, IB's "Automatic"): wrapped at its laid-out width.
    public var preferredMaxLayoutWidth: Located<Double>?
    /// An image's intrinsic size (`image: 90x90`), or any view's explicit `intrinsicSize`.
    public var intrinsicSize: Located<Size>?
    public var isOn: Bool?
    /// An activity indicator's or a date picker's style (nil: UIKit's default); a button's
    /// type when it has no `UIButton.Configuration` (nil: it has one).
    public var controlStyle: Located<ControlStyle>?
    /// A button without a configuration: `UIButton.contentEdgeInsets` around its title (nil: none
    /// set, the button type's own padding).
    public var contentEdgeInsets: Located<Insets>?
    /// A text view's `isScrollEnabled` (UIKit's default: true; a scrolling text view has no
    /// intrinsic size).
    public var isScrollEnabled = true
    /// A page control's `numberOfPages` (nil: not given, no intrinsic width).
    public var numberOfPages: Located<Int>?
    /// A segmented control's segment titles (nil: not given, no intrinsic width).
    public var segments: Located<[String]>?
    /// A segmented control's `apportionsSegmentWidthsByContent` (UIKit's default: false, every
    /// segment as wide as the widest).
    public var apportionsSegmentWidthsByContent = false
    public var hidden: Bool
    /// The frame a design tool saved for the view, in the screen's coordinates on
    /// `Spec.designDevice` (Interface Builder's `<rect key="frame">`); nil in YAML specs.
    public var savedFrame: Rect?
    /// What the design tool said of the saved frame (Interface Builder's `misplaced="YES"` or
    /// `ambiguous="YES"`): such a frame is not compared with the solved one.
    public var savedFrameFlag: SavedFrameFlag?
    /// The most room the view's container gives it at run time, where the container places and
    /// sizes the view itself rather than keeping its saved frame: a styled table cell's built-in
    /// `textLabel` and `detailTextLabel` (Interface Builder's `textLabel=`/`detailTextLabel=`),
    /// which `UITableViewCell` lays out to their text within its content view. `truncated-text`
    /// holds the text to this size, not the frame's. nil in YAML specs.
    public var roomFromContainer: Size?
    /// The image a legacy button shows beside its title (Interface Builder's `<state
    /// key="normal" image=…>` with a title), at its `<resources>` size: UIKit sets the two side
    /// by side, so the button is the image's width wider than its title and at least the image's
    /// height tall, without the title's padding (`IntrinsicContent.legacyTitleInsets`). nil in
    /// YAML specs.
    public var titleImageSize: Size?
    /// Whether a text field hides its text (`UITextField.isSecureTextEntry`, Interface Builder's
    /// `<textInputTraits secureTextEntry="YES">`): a borderless one is then its line rounded up
    /// to whole points tall (`BorderlessFieldMetrics.secureLineScale`). false in YAML specs.
    public var secureTextEntry = false
    /// Whether the view is an image view showing an SF Symbol (Interface Builder's
    /// `catalog="system"`), whose frame IB outsets from the rect its constraints give by the
    /// symbol's vertical alignment insets, from Apple's symbol catalogue: `misplaced-view` holds
    /// its saved top and bottom within that rect rather than on it. false in YAML specs.
    public var showsSystemSymbol = false
    /// Whether the view's text is a sample that the app replaces at run time: an Interface
    /// Builder label that an outlet points at, held by the app to set its text (in the public
    /// check's repositories 1,118 labels have an outlet, and the code of 73 to 87 % of them sets
    /// their text: docs/interface-builder.md, "Sample text"), outside a static table's cells.
    /// `truncated-text` reports such a text cut for its length (its width, its lines) only with
    /// `intended`; a single line cut by the label's height it reports, as every text in that font
    /// needs that height. false in YAML specs, whose texts are the screen's own or bound to data.
    public var textIsSample = false

    /// `layoutMargins` or `directionalLayoutMargins` (nil: UIKit's default for the view).
    public var layoutMargins: Located<LayoutMargins>?
    /// `preservesSuperviewLayoutMargins` (UIKit's default: false): where the view is closer to
    /// an edge of its superview than the superview's margin, its own margin grows to keep its
    /// content inside the superview's margins.
    public var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default: true): the part of the view outside
    /// the safe area is added to its margins.
    public var insetsLayoutMarginsFromSafeArea = true

    // Layout priorities (nil: UIKit's defaults for the type).
    public var hugging: AxisPriorities?
    public var compressionResistance: AxisPriorities?

    // Stack properties.
    public var stack: StackSpec?

    // Table and collection content.
    public var list: ListSpec?
    /// A scroll view's `contentInsetAdjustmentBehavior` (UIKit's default: automatic): which of
    /// the safe area's insets it takes into its content inset, and so keeps out of its content's
    /// safe area. A table's or collection's is its list's.
    public var contentInsetAdjustment = ListSpec.ContentInsetAdjustment.automatic

    /// Scalar properties a cell kind's view takes from each cell's fields (`hidden: "{read}"`).
    public var bindings: [PropertyBinding] = []

    public var layout: [ConstraintSpec]
    public var subviews: [ViewSpec]
    /// Arranged subviews (stacks only; elsewhere a lint error).
    public var arranged: [ViewSpec]

    public init(id: Located<String>, type: Located<ViewType>, mark: Mark) {
        self.id = id
        self.type = type
        self.mark = mark
        self.hidden = false
        self.layout = []
        self.subviews = []
        self.arranged = []
    }

    /// Arranged subviews first (a stack's own order), then plain subviews.
    public var children: [ViewSpec] { arranged + subviews }
}

extension ViewSpec {
    /// How the view gets its intrinsic size: its type's sizing for its style.
    public var sizing: IntrinsicSizing { type.value.entry.sizing(style: controlStyle?.value) }
    /// How it is sized on a release (its control metrics' sizes and insets).
    public func sizing(on release: UIKitRelease) -> IntrinsicSizing { type.value.entry(on: release).sizing(style: controlStyle?.value) }

    /// The font its text is measured and drawn in: its own, else its sizing's default.
    public var textFont: Font { font?.value ?? sizing.defaultFont }
}

/// A design tool's verdict on a view's saved frame.
public enum SavedFrameFlag: Sendable, Hashable {
    /// Not where its constraints put it (Xcode's "misplaced views").
    case misplaced
    /// Its constraints do not decide it (Xcode's ambiguous layout).
    case ambiguous
}

/// Per-axis layout priorities (content hugging or compression resistance).
public struct AxisPriorities: Sendable, Equatable {
    public var horizontal: Located<Double>?
    public var vertical: Located<Double>?
    public init(horizontal: Located<Double>? = nil, vertical: Located<Double>? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A view's layout margins: `layoutMargins` (left and right stay put in right-to-left layouts)
/// or `directionalLayoutMargins` (leading and trailing follow the layout direction).
public struct LayoutMargins: Sendable, Hashable {
    public var top: Double
    /// Left, or leading when directional.
    public var leading: Double
    public var bottom: Double
    /// Right, or trailing when directional.
    public var trailing: Double
    public var isDirectional: Bool

    public init(top: Double, leading: Double, bottom: Double, trailing: Double, isDirectional: Bool) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.isDirectional = isDirectional
    }

    /// UIView's default (`MarginMetrics.view` on each side).
    public static let viewDefault = UIKitRelease.default.metrics.margins.viewDefault

    /// The insets on screen: left, right swap for directional margins in right-to-left layouts.
    public func insets(rtl: Bool) -> Insets {
        let swap = rtl && isDirectional
        return Insets(top: top, left: swap ? trailing : leading, bottom: bottom, right: swap ? leading : trailing)
    }
}
