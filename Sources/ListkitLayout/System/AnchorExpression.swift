import ListkitSpec

extension RectExpression {
    /// The expression of one anchor of this rectangle.
    ///
    /// Right-to-left (`mirrored`): a constraint that uses leading or trailing is read in the
    /// mirrored horizontal direction, as Auto Layout reads it: leading is the right edge and
    /// every horizontal position of that constraint counts leftward (negated), so
    /// `leading == parent.leading + 8` puts the view 8 points inside its parent's right edge.
    /// Left, right and a centerX constraint without leading/trailing keep their direction.
    func anchor(_ attribute: Attribute, mirrored: Bool) -> LinearExpression {
        switch attribute {
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + height * 0.5
        case .firstBaseline: return y + baselines.fromTop
        case .lastBaseline: return y + height - baselines.fromBottom
        case .width: return width
        case .height: return height
        case .left: return x
        case .right: return x + width
        case .leading: return mirrored ? -(x + width) : x
        case .trailing: return mirrored ? -x : x + width
        case .centerX: return mirrored ? -(x + width * 0.5) : x + width * 0.5
        }
    }
}

extension AtomicConstraint {
    /// Whether the atom uses leading or trailing (and so follows the layout direction).
    var isDirectional: Bool {
        firstAttribute.isDirectional || secondAttribute?.isDirectional == true
    }

    /// Whether Auto Layout accepts the atom: the same axis on both sides, sizes only with
    /// sizes, no leading/trailing mixed with left/right, no position equal to a constant.
    /// Rejected atoms are left out of the system (`invalid-anchors` reports them).
    var isValidForLayout: Bool {
        guard multiplier.isFinite, constant.isFinite else { return false }
        guard let second = secondAttribute else { return firstAttribute.kind == .size }
        switch (firstAttribute.kind, second.kind) {
        case (.size, .size): return true
        case (.horizontalPosition, .horizontalPosition):
            return !((firstAttribute.isDirectional && second.isAbsoluteHorizontal)
                     || (firstAttribute.isAbsoluteHorizontal && second.isDirectional))
        case (.verticalPosition, .verticalPosition): return true
        case (.size, _), (_, .size), (.horizontalPosition, .verticalPosition), (.verticalPosition, .horizontalPosition): return false
        }
    }
}
