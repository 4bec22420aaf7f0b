import ListkitSpec

/// The characters a wireframe is drawn with: box drawing (U+2500…) or plain ASCII.
struct WireframeGlyphs: Sendable {
    /// Which neighbours a line cell connects to.
    struct Sides: OptionSet, Sendable {
        let rawValue: UInt8
        static let up = Sides(rawValue: 1)
        static let down = Sides(rawValue: 2)
        static let left = Sides(rawValue: 4)
        static let right = Sides(rawValue: 8)
    }

    var ascii: Bool

    /// A line cell's character: corners and junctions where lines meet.
    func line(_ sides: Sides) -> Character {
        let vertical = !sides.isDisjoint(with: [.up, .down])
        let horizontal = !sides.isDisjoint(with: [.left, .right])
        if ascii { return vertical && horizontal ? "+" : (vertical ? "|" : "-") }
        switch sides.rawValue {
        case 0b1010: return "┌"
        case 0b0110: return "┐"
        case 0b1001: return "└"
        case 0b0101: return "┘"
        case 0b1011: return "├"
        case 0b0111: return "┤"
        case 0b1110: return "┬"
        case 0b1101: return "┴"
        case 0b1111: return "┼"
        default: return vertical ? "│" : "─"
        }
    }

    var point: Character { ascii ? "." : "·" }
    var fallingDiagonal: Character { ascii ? "\\" : "╲" }
    var risingDiagonal: Character { ascii ? "/" : "╱" }
    var crossedDiagonals: Character { ascii ? "X" : "╳" }
    var safeAreaHorizontal: Character { ascii ? "." : "┄" }
    var safeAreaVertical: Character { ascii ? ":" : "┆" }

    /// A cell accessory's mark: a chevron pointing to the trailing side, a check, or the detail
    /// button's "i" (the detail disclosure button shows the "i"; its chevron does not fit a
    /// character). A custom view is drawn as a box of its own.
    func accessory(_ kind: CellAccessory, rtl: Bool) -> Character? {
        switch kind {
        case .disclosureIndicator: return ascii ? (rtl ? "<" : ">") : (rtl ? "‹" : "›")
        case .checkmark: return ascii ? "v" : "✓"
        case .detailButton, .detailDisclosureButton: return ascii ? "i" : "ⓘ"
        case .none, .custom: return nil
        }
    }

    /// Terminal columns a character takes: 2 for East Asian wide and fullwidth characters and
    /// emoji shown as emoji, 1 otherwise. An approximation of UAX #11 by its main ranges.
    /// - Complexity: O(1) for a character below U+1100 alone; a property lookup otherwise.
    static func columns(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first else { return 1 }
        // Nothing below U+1100 is wide or an emoji by default: the common case costs no lookup.
        if scalar.value < 0x1100 && scalars.count == 1 { return 1 }
        // An emoji presentation selector (U+FE0F) makes a text-style symbol an emoji.
        if scalar.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
