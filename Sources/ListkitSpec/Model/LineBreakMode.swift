/// A label's `lineBreakMode`, named as UIKit's `NSLineBreakMode` cases are.
///
/// Written in a spec it states intent: a label whose mode truncates or clips (head, middle,
/// tail, clipping) is meant to cut long text, so lint does not report its truncation unless
/// the configuration asks (`truncated-text: { intended: true }`). Without the key the label
/// still truncates at the tail, as UILabel does by default, but lint reports it: nothing says
/// the cut was meant.
public enum LineBreakMode: String, CaseIterable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Whether text that does not fit is cut on purpose (an ellipsis, or clipping).
    public var cutsByDesign: Bool {
        switch self {
        case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
        case .byWordWrapping, .byCharWrapping: return false
        }
    }
}
