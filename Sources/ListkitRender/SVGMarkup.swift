import ListkitLayout
import ListkitSpec

/// Building blocks of the SVG output: escaped text, numbers, and elements written as strings
/// so the document comes out byte for byte the same every time.
enum SVGMarkup {
    /// Text for element content and attribute values: the five XML entities escaped, and
    /// characters XML 1.0 cannot hold (controls, U+FFFE, U+FFFF) replaced by spaces.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                if TextEscaping.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    static func number(_ value: Double) -> String { LayoutNumberFormat.string(value) }

    /// `x="…" y="…" width="…" height="…"`.
    static func rectAttributes(_ rect: Rect) -> String {
        "x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    }

    /// Whether a rectangle can be written: finite, not negative, and not absurdly far away
    /// (a point beyond ±1e9 would only make the picture unreadable).
    static func isDrawable(_ rect: Rect) -> Bool {
        let values = [rect.x, rect.y, rect.width, rect.height]
        return values.allSatisfy { $0.isFinite && abs($0) < 1e9 } && rect.width >= 0 && rect.height >= 0
    }

    /// The document's look: one class per role, so the markup stays short.
    static let style = """
    .caption{font-size:14px;fill:#3a3a3c}
    .bezel{fill:#1c1c1e}
    .screen{fill:#ffffff}
    .safe-area{fill:none;stroke:#ff9500;stroke-width:1;stroke-dasharray:6 4}
    .box{fill:none;stroke:#8e8e93;stroke-width:1}
    .stack{fill:none;stroke:#af52de;stroke-width:1;stroke-dasharray:4 2}
    .label{fill:#e5f1ff;stroke:#0a84ff;stroke-width:0.5}
    .button{fill:#0a84ff;stroke:none}
    .image{fill:#f2f2f7;stroke:#8e8e93;stroke-width:1}
    .cross{stroke:#aeaeb2;stroke-width:1}
    .field{fill:#eeeeef;stroke:#c7c7cc;stroke-width:1}
    .switch{fill:#34c759;stroke:none}
    .control{fill:#eeeeef;stroke:#c7c7cc;stroke-width:1}
    .track{stroke:#0a84ff;stroke-width:4;stroke-linecap:round}
    .knob{fill:#ffffff;stroke:#c7c7cc;stroke-width:1}
    .dot{fill:#8e8e93}
    .switch-off{fill:#e9e9ea}
    .list{fill:#f2f2f7;stroke:#8e8e93;stroke-width:1}
    .cell{fill:#ffffff;stroke:#d1d1d6;stroke-width:0.5}
    .supplementary{fill:#f2f2f7;stroke:none}
    .bar{fill:#f9f9f9;fill-opacity:0.94;stroke:#c6c6c8;stroke-width:0.5}
    .bar-title{font-weight:600}
    .accessory{fill:none;stroke:#c7c7cc;stroke-width:1.5}
    .separator{fill:#c6c6c8;stroke:none}
    .id{font-size:9px;fill:#8e8e93}
    text{fill:#000000}
    .button-title{fill:#ffffff}
    .placeholder{fill:#8e8e93}
    .title{fill:#6d6d72}
    """
}
