/// Priorities of constraints UIStackView adds without documenting them.
public enum StackViewPriorities {
    /// `UISV-text-width-disambiguation`: a multi-line label (`numberOfLines` other than 1)
    /// arranged in a horizontal stack of the fill distribution is pulled to an equal share of the
    /// stack, `width == stack.width / N − spacing × (N − 1) / N`, at this much above the label's
    /// horizontal compression resistance.
    // Source: rdar://41192642 (openradar-mirror #19929, "UIStackView behaviour of disambiguating
    // multi-line label width is confusing"): "width = SV_width * 1/N + C @(CRP+10)", N the
    // arranged views, C from the spacing, CRP the label's compression resistance;
    // rdar://39275811 (openradar-mirror #19638; useyourloaf.com "Stack Views And Multi-Line
    // Labels"): `label.width = 0.5 * stackView.width - 0 @ 759` for a label of compression
    // resistance 749 beside a switch.
    public static let textWidthDisambiguationAboveCompressionResistance: Double = 10

    /// The highest priority of a constraint UIStackView adds as optional: below required.
    // Source: Apple's NSLayoutConstraint.priority ("If a constraint's priority is less than
    // UILayoutPriority.required, then it's optional"; 1000 is required), and the radars above,
    // which call the disambiguation "an undocumented optional constraint".
    public static let highestOptional: Double = 999
}
