import ListkitSpec

/// Every number listkit reads from an Interface Builder document, with the range it must be in
/// (`XMLElementNode.number(_:in:)`). The document is checked when it is read, so the readers
/// (IBScreenBuilder, IBContentReader, IBConstraint, IBLayoutMargins, IBDocumentContext) only
/// ever see finite numbers in these ranges, and a hostile value is an `ib-syntax` error at its
/// attribute rather than a trap or a `nan` in the output.
enum IBNumberAttributes {
    /// Saved frames: wider than the spec's lengths (a scroll view's content can be taller than
    /// any screen, a misplaced view can sit far off it), finite and small enough that sums of
    /// them stay exact to the point.
    static let frame: ClosedRange<Double> = -100_000...100_000
    /// UILayoutPriority's range (1000 is required).
    static let priority: ClosedRange<Double> = 0...1000
    /// `toolsVersion`: Interface Builder's build number ("22505", "14490.70", and from Xcode 15
    /// three parts, "32700.99.1234"); its first part is the number in this range.
    static let toolsVersion: ClosedRange<Double> = 0...1_000_000
    /// IB's word for an intrinsic size placeholder without a metric on that axis.
    static let noIntrinsicMetric = "infinite"
    /// A rendered @IBDesignable's intrinsic content size: a length, or -1 (`UIView.noIntrinsicMetric`).
    static let designableSize: ClosedRange<Double> = -1...NumberRange.length.upperBound

    typealias Checked = [(attribute: String, range: ClosedRange<Double>)]
    /// Numeric attributes of every element.
    static let common: Checked = [
        ("constant", NumberRange.spacing), ("spacing", NumberRange.spacing), ("priority", priority),
        ("horizontalHuggingPriority", priority), ("verticalHuggingPriority", priority),
        ("horizontalCompressionResistancePriority", priority), ("verticalCompressionResistancePriority", priority),
    ]
    /// An intrinsic size placeholder's axes, when not `noIntrinsicMetric`.
    static let placeholders: Checked = [("placeholderIntrinsicWidth", NumberRange.length), ("placeholderIntrinsicHeight", NumberRange.length)]
    static let rect: Checked = ["x", "y", "width", "height"].map { ($0, frame) }
    /// Xcode 8.0's saved frame (`IBSavedFrame`).
    static let frameInset: Checked = ["minX", "minY", "maxX", "maxY", "width", "height"].map { ($0, frame) }
    static let image: Checked = [("width", NumberRange.length), ("height", NumberRange.length)]
    static let insetSides = ["top", "left", "bottom", "right", "leading", "trailing"]
    // Layout margins are the spec's insets (0 to 10,000: `listkit import` writes them as
    // `layoutMargins`, and none of the public corpus's 20 documents with margins has a
    // negative one); other insets may be negative.
    static let layoutMargins: Checked = insetSides.map { ($0, NumberRange.length) }
    static let edgeInsets: Checked = insetSides.map { ($0, NumberRange.spacing) }
    static let fontDescription: Checked = [("pointSize", NumberRange.length)]
    static let font: Checked = [("size", NumberRange.length)]
    static let inset: Checked = ["minX", "minY", "maxX", "maxY"].map { ($0, NumberRange.spacing) }
    static let label: Checked = [("minimumScaleFactor", NumberRange.scaleFactor), ("minimumFontSize", NumberRange.length),
                                 ("preferredMaxLayoutWidth", NumberRange.length)]
    static let designable: Checked = [("width", designableSize), ("height", designableSize)]

    /// The numeric attributes of this kind of element besides `common` and `placeholders`
    /// (static lists: the check runs on every element of every document).
    /// Names are told apart by their length first: most elements are of no kind here, and a
    /// length rules them out without comparing their name with each kind's.
    static func ownRanges(of element: XMLElementNode) -> Checked {
        let name = element.name
        switch name.utf8.count {
        case 4:
            switch name {
            case "rect": return rect
            // An attributed string's font.
            case "font": return font
            case "size" where element["key"] == "intrinsicContentSize": return designable
            default: return []
            }
        case 5:
            switch name {
            case "frame" where element["key"] == "frameInset": return frameInset
            case "image": return image
            // A legacy button's content edge insets.
            case "inset": return inset
            case "label": return label
            default: return []
            }
        case 10, 21:
            guard name == "edgeInsets" || name == "directionalEdgeInsets" else { return [] }
            return ["layoutMargins", "directionalLayoutMargins"].contains(element["key"] ?? "") ? layoutMargins : edgeInsets
        case 15:
            return name == "fontDescription" ? fontDescription : []
        default:
            return []
        }
    }

    /// The numbers out of range in a document, by where they are: inside one of `scopes` (a
    /// storyboard's scenes, a .xib's top-level objects), only that scope's screens are skipped;
    /// elsewhere (the document element, resources, designables) the document does not read.
    struct Findings {
        /// The first error outside every scope, or in what every screen reads (`isShared`).
        var document: XMLReadError?
        /// Each scope's first error, by the scope element.
        var scopes: [XMLElementNode: XMLReadError] = [:]
    }

    /// - Complexity: O(n) in the elements; stops at the first error that rejects the document.
    static func check(_ root: XMLElementNode, scopes: [XMLElementNode]) -> Findings {
        let scopeSet = Set(scopes)
        var findings = Findings()
        // In document order, with the scopes the element is inside, the innermost last.
        var enclosing: [XMLElementNode] = []
        for element in root.subtree() {
            while let inner = enclosing.last, !inner.contains(element) { enclosing.removeLast() }
            if scopeSet.contains(element) { enclosing.append(element) }
            let scope = enclosing.last
            if let error = firstError(element) {
                if let scope, !isShared(element) {
                    if findings.scopes[scope] == nil { findings.scopes[scope] = error }
                } else {
                    findings.document = error
                    return findings
                }
            }
        }
        return findings
    }

    /// What `IBDocumentContext` reads from anywhere in the document for every screen: image
    /// sizes by name and @IBDesignable intrinsic sizes by id.
    static func isShared(_ element: XMLElementNode) -> Bool {
        element.name == "image" || (element.name == "size" && element["key"] == "intrinsicContentSize")
    }

    /// `common` and then `placeholders`, and their names' UTF-8 lengths.
    static let shared: Checked = common + placeholders
    static let sharedLengths = shared.map(\.attribute.utf8.count)

    /// The lengths of the names checked on every element (`shared`, `numberOfLines`), as bits
    /// (`lengthBit`): an attribute whose name has none of them, nor one of its element's own
    /// checked names' (`ownRanges`), is no number, and is passed over without comparing names.
    /// Most attributes are (`id`, `key`, `contentMode`, `translatesAutoresizingMaskIntoConstraints`).
    static let sharedLengthBits = (shared.map(\.attribute) + [linesAttribute]).reduce(UInt64(0)) { $0 | lengthBit($1) }

    /// A label's line count, a whole number (`NumberRange.lines`).
    static let linesAttribute = "numberOfLines"

    /// A name's UTF-8 length as one bit of a word (63 for every length from 63 on).
    static func lengthBit(_ name: String) -> UInt64 { 1 << min(name.utf8.count, 63) }

    /// A name's place in `shared`: found comparing lengths first (cheaper than hashing the
    /// name, and most attributes have a length no checked name has).
    static func sharedOrder(of name: String) -> Int? {
        let count = name.utf8.count
        for (order, length) in sharedLengths.enumerated() where length == count && shared[order].attribute == name { return order }
        return nil
    }

    /// The element's first number out of its range in the order of the checks (`common`,
    /// `placeholders`, its kind's own, `numberOfLines`, a constraint's `multiplier`, the
    /// document's `toolsVersion`), or nil. One pass over the element's few attributes, each
    /// found by name in the lists, rather than a search among them for every checked name.
    static func firstError(_ element: XMLElementNode) -> XMLReadError? {
        let attributes = element.attributeList
        guard !attributes.isEmpty else { return nil }
        let own = ownRanges(of: element)
        var first: (order: Int, error: XMLReadError)?
        func check(_ order: Int, _ read: () throws(XMLReadError) -> Void) {
            guard first.map({ order < $0.order }) ?? true else { return }
            do throws(XMLReadError) { try read() } catch { first = (order, error) }
        }
        let lengths = own.reduce(sharedLengthBits) { $0 | lengthBit($1.attribute) }
        for i in attributes.indices where lengths & lengthBit(attributes[i].name) != 0 {
            let (name, text) = (attributes[i].name, attributes[i].value)
            if let order = sharedOrder(of: name), order < common.count || text != noIntrinsicMetric {
                check(order) { () throws(XMLReadError) in _ = try element.number(name, text: text, in: shared[order].range) }
            }
            if let index = own.firstIndex(where: { $0.attribute == name }) {
                check(shared.count + index) { () throws(XMLReadError) in _ = try element.number(name, text: text, in: own[index].range) }
            }
            if name == linesAttribute {
                check(shared.count + own.count) { () throws(XMLReadError) in _ = try element.wholeNumber(name, text: text, in: NumberRange.lines) }
            }
        }
        if let first { return first.error }
        do throws(XMLReadError) {
            try checkMultiplier(element)
            try checkToolsVersion(element)
        } catch {
            return error
        }
        return nil
    }

    /// The document's `toolsVersion`: whole numbers joined by dots, the first in range.
    static func checkToolsVersion(_ element: XMLElementNode) throws(XMLReadError) {
        guard element.name == "document", let text = element["toolsVersion"] else { return }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
            && (parts.first.flatMap { Double($0) }.map(toolsVersion.contains) ?? false)
        guard valid else {
            throw XMLReadError(message: "<document> toolsVersion must be a build number (whole numbers joined by dots, the first between 0 and \(formatNumber(toolsVersion.upperBound))), not '\(text)'",
                               mark: element.mark(ofAttribute: "toolsVersion"))
        }
    }

    /// A constraint's `multiplier`: a number or a ratio IB writes for aspect ratios (`a:b` or
    /// `a/b`, `IBConstraint.multiplierParts`), each part finite and the divisor not 0.
    static func checkMultiplier(_ element: XMLElementNode) throws(XMLReadError) {
        guard element.name == "constraint", let text = element["multiplier"] else { return }
        let parts = IBConstraint.multiplierParts(text).map { Double($0) }
        let valid = parts.allSatisfy { $0.map { $0.isFinite && NumberRange.spacing.contains($0) } ?? false }
            && (parts.count == 1 || (parts.count == 2 && parts[1] != 0))
        guard valid else {
            let between = "\(formatNumber(NumberRange.spacing.lowerBound)) and \(formatNumber(NumberRange.spacing.upperBound))"
            throw XMLReadError(message: "<constraint> multiplier must be a finite number or a ratio a:b or a/b of finite numbers (b not 0) between \(between), not '\(text)'",
                               mark: element.mark(ofAttribute: "multiplier"))
        }
    }
}
