/// Which of a view's keys is the text it shows (before binding): what layout measures, checks
/// and the painters print.
public enum TextRole: Sendable, Hashable {
    case none
    /// `text:` (a label, a text view).
    case text
    /// `title:` (a button).
    case title
    /// `text:`, else `placeholder:` (a field).
    case textOrPlaceholder

    /// The spec keys the role reads.
    public var keys: [String] {
        switch self {
        case .none: return []
        case .text: return ["text"]
        case .title: return ["title"]
        case .textOrPlaceholder: return ["text", "placeholder"]
        }
    }
}

/// Whether layout checks report a view's text as cut.
public enum TruncationCheck: Sendable, Hashable {
    /// No text, or text that scrolls inside its view (a field, a text view) instead of truncating.
    case none
    /// A title on one line inside its sizing's insets (a button).
    case title
    /// A label's text: its width on one line, or its lines at its width.
    case lines
}

/// Where a view's first and last baselines sit.
public enum BaselineSource: Sendable, Hashable {
    /// At its top and bottom edges, as `forFirstBaselineLayout` documents for views without a
    /// baseline.
    case edges
    /// Its text's, placed as its `IntrinsicSizing` places the text (a scrolling text view: edges).
    case text
}

/// How the SVG and wireframe painters draw a view.
public enum DrawingRole: Sendable, Hashable {
    /// A plain box with its id (view).
    case box
    /// A stack's box with its id.
    case stack
    /// A scrolling container's box with its id (table, collection, scroll view).
    case list
    /// A control without a modelled face, boxed with its id (picker, date picker, effect view).
    case controlBox
    /// Wrapped text `padding` inside each side (text view: its line fragment padding).
    case textContainer(padding: Double)
    /// A track along the middle, with a knob for a slider.
    case track(knob: Bool)
    /// A rounded control face (segmented control, stepper).
    case roundedControl
    /// A spinner's circle (activity indicator).
    case spinner
    /// A page control's dot.
    case pageDots
    /// A label's text.
    case label
    /// A button's centred title.
    case button
    /// An image's crossed box.
    case image
    /// A rounded field with its text `padding` inside each side (text field, search bar).
    case field(padding: Double)
    /// A switch's rounded track, grey when off.
    case toggle
}

/// Which Interface Builder elements a type is read from and what is read from them besides
/// the common attributes (frame, hidden, priorities, font, constraints).
public struct IBMapping: Sendable, Hashable {
    /// Element names (`imageView`); the first is what IB writes for a new one.
    public var elements: [String]
    public var content: IBContent
    /// The content hugging IB means where it writes no `…HuggingPriority` attribute. IB writes
    /// a priority only where it differs from this base, and it writes 750 on the switches,
    /// steppers and activity indicators it creates (Apple's UIKitCatalog storyboards), so the
    /// base is UIView's 250 for them as for every type, not their 750.
    public var unwrittenHugging: Double
    public init(elements: [String], content: IBContent = .none,
                unwrittenHugging: Double = ControlMetrics.current.huggingPriority) {
        self.elements = elements
        self.content = content
        self.unwrittenHugging = unwrittenHugging
    }
}

/// What a type's IB element says about its content.
public enum IBContent: Sendable, Hashable {
    case none
    /// `text` (or `<string key="text">`, or an `<attributedString key="attributedText">`'s
    /// fragments), `numberOfLines`, `lineBreakMode`.
    case label
    /// A `<buttonConfiguration>`'s title and font, or a legacy button's type and
    /// `<state key="normal">` title (or attributed title) or image.
    case button
    /// A text view's text (as a label's) and `scrollEnabled`.
    case textView
    /// `text` and `placeholder`.
    case field
    /// `image`: the named image's size from the document's resources.
    case image
    /// `on`.
    case switchState
    /// `style`: medium or large.
    case activityStyle
    /// `<segments>`' titles and `apportionsSegmentWidthsByContent`.
    case segments
    /// `numberOfPages`: a page control's pages, which its width follows.
    case pages
}
