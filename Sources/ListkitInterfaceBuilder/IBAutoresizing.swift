import ListkitSpec

/// The constraints UIKit makes from a view's autoresizing mask when
/// `translatesAutoresizingMaskIntoConstraints` is on (IB's default for a view without
/// constraints), as listkit constraint strings.
///
/// UIKit keeps the view's frame from the design size and spreads a change of the superview's
/// size over the flexible parts — left margin, width, right margin — in proportion to their
/// sizes (`UIViewAutoresizing`); no flexible part keeps the left margin and the width.
enum IBAutoresizing {
    struct Axis {
        var flexibleMin: Bool
        var flexibleSize: Bool
        var flexibleMax: Bool
    }

    /// - Parameters:
    ///   - origin, size: the view's saved frame in its superview; `parentSize` the superview's.
    ///   - parent: how the superview is named in a constraint.
    /// - Returns: the constraints, and whether they are exact (false: a proportional margin is
    ///   read against the superview's edges in screen coordinates, exact for the root view's
    ///   subviews only).
    static func constraints(horizontal: Axis, vertical: Axis, origin: (x: Double, y: Double), size: Size,
                            parentSize: Size, parent: String, parentAtOrigin: Bool) -> (texts: [String], exact: Bool) {
        let h = axis(horizontal, position: origin.x, length: size.width, parentLength: parentSize.width,
                     names: ("left", "right", "width", "centerX"), parent: parent, parentAtOrigin: parentAtOrigin)
        let v = axis(vertical, position: origin.y, length: size.height, parentLength: parentSize.height,
                     names: ("top", "bottom", "height", "centerY"), parent: parent, parentAtOrigin: parentAtOrigin)
        return (h.texts + v.texts, h.exact && v.exact)
    }

    /// One axis: a size and a position constraint that hold the proportional rule.
    static func axis(_ mask: Axis, position: Double, length: Double, parentLength: Double,
                     names: (min: String, max: String, size: String, center: String), parent: String, parentAtOrigin: Bool) -> (texts: [String], exact: Bool) {
        let maxMargin = parentLength - position - length
        let parts = [(mask.flexibleMin, position), (mask.flexibleSize, length), (mask.flexibleMax, maxMargin)]
        let flexibleTotal = parts.filter(\.0).map(\.1).reduce(0, +)
        // Shares of a size change; with no flexible part (or flexible parts of zero size) the
        // left margin and the width stay.
        func share(_ flexible: Bool, _ value: Double) -> Double {
            guard flexible else { return 0 }
            return flexibleTotal > 0 ? value / flexibleTotal : 1 / Double(parts.filter(\.0).count)
        }
        let minShare = share(mask.flexibleMin, position), sizeShare = share(mask.flexibleSize, length)
        var texts: [String] = []
        // size = length + sizeShare × (parent − parentLength)
        if sizeShare == 0 {
            texts.append("\(names.size) == \(formatNumber(length))")
        } else {
            texts.append("\(names.size) == \(parent).\(names.size)\(factor(sizeShare))\(signed(length - sizeShare * parentLength))")
        }
        // min edge = parent.min + position + minShare × (parent − parentLength); written against
        // whichever parent edge makes it exact.
        if minShare == 0 {
            texts.append("\(names.min) == \(parent).\(names.min)\(signed(position))")
            return (texts, true)
        }
        if minShare + sizeShare == 1 {
            texts.append("\(names.max) == \(parent).\(names.max)\(signed(-maxMargin))")
            return (texts, true)
        }
        if minShare == 1 {
            texts.append("\(names.min) == \(parent).\(names.max)\(signed(position - parentLength))")
            return (texts, true)
        }
        // A proportional margin: x = minShare × parent.max + (position − minShare × parentLength)
        // when the parent starts at 0.
        texts.append("\(names.min) == \(parent).\(names.max)\(factor(minShare))\(signed(position - minShare * parentLength))")
        return (texts, parentAtOrigin)
    }

    static func factor(_ value: Double) -> String {
        value == 1 ? "" : " * \(formatNumber(value))"
    }

    static func signed(_ value: Double) -> String {
        if abs(value) < 1e-9 { return "" }
        return value < 0 ? " - \(formatNumber(-value))" : " + \(formatNumber(value))"
    }
}
