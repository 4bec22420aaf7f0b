import ListkitSpec

extension XMLElementNode {
    /// The attribute as a finite number inside `range`, nil when the element does not have it.
    /// Anything else (not a number, `nan`, `inf`, `1e400`, outside the range) is an error located
    /// at the attribute, so no such value reaches a screen and nothing is clamped in silence.
    public func number(_ attribute: String, in range: ClosedRange<Double>) throws(XMLReadError) -> Double? {
        guard let text = self[attribute] else { return nil }
        return try number(attribute, text: text, in: range)
    }

    /// The attribute as a whole number inside `range` (`numberOfLines`), nil when absent.
    public func wholeNumber(_ attribute: String, in range: ClosedRange<Double>) throws(XMLReadError) -> Int? {
        guard let text = self[attribute] else { return nil }
        return try wholeNumber(attribute, text: text, in: range)
    }

    /// `text`, the value of the element's `attribute`, as `number(_:in:)` reads it.
    func number(_ attribute: String, text: String, in range: ClosedRange<Double>) throws(XMLReadError) -> Double {
        guard let n = PlainDecimal.double(text), n.isFinite, range.contains(n) else {
            throw XMLReadError(message: "<\(name)> \(attribute) must be a finite number between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound)), not '\(text)'",
                               mark: mark(ofAttribute: attribute))
        }
        return n
    }

    /// `text`, the value of the element's `attribute`, as `wholeNumber(_:in:)` reads it.
    func wholeNumber(_ attribute: String, text: String, in range: ClosedRange<Double>) throws(XMLReadError) -> Int {
        let n = try number(attribute, text: text, in: range)
        guard let whole = Int(exactly: n) else {
            throw XMLReadError(message: "<\(name)> \(attribute) must be a whole number, not '\(text)'", mark: mark(ofAttribute: attribute))
        }
        return whole
    }
}
