/// Everything listkit knows about one view type, in one place: the spec keys it takes, how it
/// is sized and prioritised, how its text is shown, cut and aligned, which Interface Builder
/// elements it is read from, how the painters draw it and how `listkit import` writes it.
///
/// Each type's description is one file beside this one; `ViewTypeCatalogue` maps every
/// `ViewType` case to its description (the one switch over `ViewType` in Sources). Modules
/// read these facts and switch over the small kinds below (`IntrinsicSizing`, `TextRole`,
/// `DrawingRole`…), never over the type itself, so a new type that reuses existing kinds needs
/// no code outside its description. `problems` says where a description contradicts itself.
public final class ViewTypeDescription: Sendable {
    public let type: ViewType
    /// Keys the type accepts besides `Schema.commonViewKeys`, in the schema's order.
    public let keys: [String]
    /// Its `style` values where the style changes its size (none for most types).
    public let styles: [ControlStyle]
    /// How its intrinsic content size is found; text measurement stays in ListkitLayout.
    public let sizing: IntrinsicSizing
    /// Styles sized otherwise than `sizing` says (a button without a configuration).
    public let sizingByStyle: [ControlStyle: IntrinsicSizing]
    /// Content hugging where the spec gives none: what Interface Builder sets on a new one.
    public let hugging: ControlMetrics.AxisDefaults
    /// Compression resistance where the spec gives none: UIView's, unless a type says otherwise.
    public let compressionResistance: ControlMetrics.AxisDefaults
    /// How far its frame extends past its alignment rectangle (`alignmentRectInsets`).
    public let alignmentInsets: Insets
    /// Which of its keys is the text it shows.
    public let text: TextRole
    /// Whether layout checks report its text cut.
    public let truncation: TruncationCheck
    /// Whether its first and last baselines follow its text (else they are its edges).
    public let baselines: BaselineSource
    /// The Interface Builder elements it is read from, and what is read.
    public let interfaceBuilder: IBMapping
    /// How the SVG and wireframe painters draw it.
    public let drawing: DrawingRole
    /// The key `listkit import` writes its intrinsic size under.
    public let yamlSizeKey: String

    public init(type: ViewType, keys: [String], styles: [ControlStyle] = [], sizing: IntrinsicSizing,
                sizingByStyle: [ControlStyle: IntrinsicSizing] = [:], hugging: ControlMetrics.AxisDefaults,
                compressionResistance: ControlMetrics.AxisDefaults = .init(ControlMetrics.current.compressionResistancePriority),
                alignmentInsets: Insets = Insets(), text: TextRole, truncation: TruncationCheck,
                baselines: BaselineSource, interfaceBuilder: IBMapping, drawing: DrawingRole,
                yamlSizeKey: String = "intrinsicSize") {
        self.type = type
        self.keys = keys
        self.styles = styles
        self.sizing = sizing
        self.sizingByStyle = sizingByStyle
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.alignmentInsets = alignmentInsets
        self.text = text
        self.truncation = truncation
        self.baselines = baselines
        self.interfaceBuilder = interfaceBuilder
        self.drawing = drawing
        self.yamlSizeKey = yamlSizeKey
    }
}

extension ViewTypeDescription {
    /// How a view of this type in a style (nil: none given) gets its intrinsic size.
    public func sizing(style: ControlStyle?) -> IntrinsicSizing {
        style.flatMap { sizingByStyle[$0] } ?? sizing
    }
}
