/// Words both the page and the markdown summary use, so they never disagree.
enum ReviewWords {
    /// "2 screens changed, 1 added, 0 removed; findings: 1 new, 2 fixed, 3 unchanged".
    static func headline(_ c: Review.Counts) -> String {
        let screens = "\(count(c.changed)) screen\(c.changed == 1 ? "" : "s") changed, \(count(c.added)) added, \(count(c.removed)) removed"
        return screens + "; findings: \(count(c.newFindings)) new, \(count(c.fixedFindings)) fixed, \(count(c.unchangedFindings)) unchanged"
    }

    /// An integer with thousands separated by commas: 10,000.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// "iPhone 15 (393 × 852 pt)".
    static func device(_ width: Double, _ height: Double, name: String) -> String {
        "\(name) (\(ViewNotes.size(.init(x: 0, y: 0, width: width, height: height))) pt)"
    }
}

extension Review.Counts {
    /// "2 screens changed, 1 added, 0 removed; findings: 1 new, 2 fixed, 3 unchanged".
    public var headline: String { ReviewWords.headline(self) }
}
