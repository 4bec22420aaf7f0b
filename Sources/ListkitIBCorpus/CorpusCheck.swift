import ListkitInterfaceBuilder
import ListkitLayout
import ListkitLint
import ListkitSpec

/// One document of a corpus, checked: every visible view of every screen against its saved
/// frame, and what `listkit lint` reports for it with no configuration.
public struct DocumentResult: Sendable {
    public enum Kind: Sendable, Equatable {
        /// An iOS document listkit read.
        case read
        /// Another platform's document (macOS, tvOS, watchOS): not part of the figures.
        case otherPlatform(String)
        /// An iOS document listkit refuses (an `ib-syntax` error), with why.
        case refused(String)
    }

    /// The path under the corpus folder; its first component is the repository.
    public var path: String
    public var kind: Kind
    /// The `toolsVersion` of the Xcode that saved it.
    public var toolsVersion: Int?
    public var screens = 0
    /// Every visible view with a saved frame, in each screen's document order.
    public var views: [ViewOutcome] = []
    /// Lint's findings by rule id.
    public var findings: [String: Int] = [:]
    /// Whether Xcode saved the document with warnings of its own: a view marked
    /// `ambiguous="YES"` or `misplaced="YES"`.
    public var hasDesignerMarks = false
    /// Per screen, the layout rules of `ScreenFindings.rules` lint reported in it.
    public var screenFindings: [Set<String>] = []
    /// Findings of those rules at no screen's element.
    public var unattributedFindings = 0
    /// Those rules' findings, each with the name of its screen (nil: at no screen's element).
    public var countedFindings: [(screen: String?, finding: Diagnostic)] = []
    /// System-font labels whose saved width is their text's (`TextWidthSampler`), when asked for.
    public var textSamples: [TextWidthSample] = []

    public var repository: String { String(path.split(separator: "/").first ?? Substring(path)) }
}

/// Checks corpus documents: `ScreenCheck` on every screen, lint as `listkit lint FILE` runs it.
public struct CorpusCheck: Sendable {
    public var fonts: FontLibrary
    /// Whether to collect `DocumentResult.textSamples` (a layout more per candidate label).
    public var collectsTextSamples: Bool

    public init(fonts: FontLibrary = .standard, collectsTextSamples: Bool = false) {
        self.fonts = fonts
        self.collectsTextSamples = collectsTextSamples
    }

    public func check(_ bytes: [UInt8], path: String) -> DocumentResult {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let tools = Self.attribute("toolsVersion", in: head).flatMap { Int($0.split(separator: ".").first ?? "") }
        if !IBSpecLoader.looksLikeDocument(bytes) {
            let type = Self.attribute("type", in: head) ?? "no document type"
            return DocumentResult(path: path, kind: .otherPlatform(Self.platform(type)), toolsVersion: tools)
        }
        let loaded = IBSpecLoader.load(bytes, path: path)
        guard let document = loaded.document else {
            let why = loaded.diagnostics.first?.message ?? "unreadable"
            var result = DocumentResult(path: path, kind: .refused(why), toolsVersion: tools)
            if case .success(let root) = XMLTreeReader.read(bytes) { result.views = Self.refusedViews(root, why: why) }
            return result
        }
        // A scene with a number out of range is skipped (its views missed); a document all of
        // whose scenes are is refused, as one with such a number outside its scenes.
        if loaded.screens.isEmpty, let first = document.rejected.first {
            var result = DocumentResult(path: path, kind: .refused(first.error.message), toolsVersion: tools)
            result.views = document.rejected.flatMap { Self.refusedViews($0.element, why: $0.error.message) }
            return result
        }
        var result = DocumentResult(path: path, kind: .read, toolsVersion: tools)
        for scene in document.rejected { result.views += Self.refusedViews(scene.element, why: scene.error.message, what: "scene") }
        let signals = DocumentSignals(document.root)
        for screen in loaded.screens {
            result.screens += 1
            let screenCheck = ScreenCheck(screen: screen, signals: signals, fonts: fonts)
            result.views += screenCheck.outcomes()
            if collectsTextSamples { result.textSamples += TextWidthSampler(check: screenCheck).samples(path: path) }
        }
        let rules = LintSession.rules(for: LintConfiguration.defaults(baseDirectory: ""), rtl: false, fonts: fonts, devicesFromSpec: true)
        let findings = IBLinter.check(loaded, rules: rules)
        for finding in findings { result.findings[finding.rule.rawValue, default: 0] += 1 }
        result.hasDesignerMarks = signals.elements.values.contains { $0["ambiguous"] == "YES" || $0["misplaced"] == "YES" }
        let attribution = ScreenFindings(screens: loaded.screens, signals: signals)
        let perScreen = attribution.attribute(findings)
        result.screenFindings = perScreen.screens
        result.unattributedFindings = perScreen.unattributed
        result.countedFindings = findings.filter { ScreenFindings.rules.contains($0.rule.rawValue) }.map { finding in
            (attribution.screenByMark[finding.mark].map { loaded.screens[$0].name }, finding)
        }
        return result
    }

    /// Every visible view of an iOS document listkit refuses, each a miss: the views of every
    /// screen (a cell's content view, not the cell, as `ScreenCheck` counts it).
    static func refusedViews(_ root: XMLElementNode, why: String, what: String = "document") -> [ViewOutcome] {
        let cause = MissCause(.screen, "\(what) refused: " + MissContext.noteKind(why))
        var views: [ViewOutcome] = []
        var pending = [root]
        while let element = pending.popLast() {
            guard element["hidden"] != "YES" else { continue }
            pending += element.children
            guard IBSavedFrame.isSaved(element), !["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(element.name),
                  element.name != "placeholder" else { continue }
            views.append(ViewOutcome(mark: element.mark, element: element.name, id: element["id"] ?? "?", offBy: nil, cause: cause))
        }
        return views
    }

    /// A document type's platform: `com.apple.InterfaceBuilder.AppleTV.XIB` is tvOS.
    static func platform(_ type: String) -> String {
        if type.contains("AppleTV") { return "tvOS" }
        if type.contains("WatchKit") { return "watchOS" }
        if type.contains("Cocoa.") || type.hasSuffix(".Cocoa") { return "macOS" }
        return type
    }

    /// The first `name="value"` in a document's opening text.
    static func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.firstRange(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}
