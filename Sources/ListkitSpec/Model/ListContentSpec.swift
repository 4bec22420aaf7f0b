import ListkitYAML

/// A cell kind's `content:`, one of UIKit's built-in list content configurations
/// (`UIListContentConfiguration.cell()`, `.subtitleCell()`, `.valueCell()`): an image, a text
/// and a secondary text laid out by UIKit. listkit builds the views and constraints the
/// configuration stands for (`ListContentViews`), so layout and lint treat them as any view.
public struct ListContentSpec: Sendable {
    /// The configuration's factory method.
    public enum Configuration: String, CaseIterable, Sendable {
        /// `cell()`: image, then the text.
        case cell
        /// `subtitleCell()`: image, then the text with the secondary text below it.
        case subtitleCell
        /// `valueCell()`: image, the text, and the secondary text at the trailing edge.
        case valueCell
    }

    public var configuration: Located<Configuration>
    /// The text and secondary text, with their `{field}`s.
    public var text: Located<String>?
    public var secondaryText: Located<String>?
    /// The image: a size (`29x29`) or a `{field}` giving one per cell.
    public var image: Image?
    /// Where `content:` starts.
    public var mark: Mark

    public enum Image: Sendable {
        case size(Located<Size>)
        case bound(Located<String>)

        var mark: Mark {
            switch self {
            case .size(let s): return s.mark
            case .bound(let t): return t.mark
            }
        }
    }

    public init(configuration: Located<Configuration>, mark: Mark) {
        self.configuration = configuration
        self.mark = mark
    }
}
