import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRender
import ListkitSpec
import ListkitTestSupport
import Testing

/// `listkit import`'s spec: it lints clean, and lays out to the same frames as the document's
/// screen, for every screen whose elements listkit can express (the others carry notes that
/// say what is left out).
@Suite struct ImportTests {
    static let documents = ["saved-frames.storyboard", "elements.storyboard", "views.xib", "misplaced.storyboard", "margins.storyboard",
                                    "margins-ipad.storyboard", "safe-areas.storyboard", "size-classes.storyboard", "legacy-buttons.storyboard",
                                    "text-signals.storyboard", "designer-marks.storyboard", "opaque-bars.storyboard", "paragraph-styles.storyboard"]

    /// What `listkit import` writes for a screen.
    static func yaml(_ screen: IBScreen, source: String) -> String {
        SpecYAMLRenderer(spec: screen.spec, header: screen.importHeader(source: source), comments: screen.comments).render()
    }

    static func expressibleScreens() throws -> [(String, IBScreen)] {
        try documents.flatMap { name in try IBFixtures.document(name).screens().filter { !$0.affectsLayout }.map { (name, $0) } }
    }

    @Test func importedSpecsLintCleanAndLayOutAlike() throws {
        let screens = try Self.expressibleScreens()
        #expect(screens.count >= 12)
        for (file, screen) in screens {
            let yaml = Self.yaml(screen, source: file)
            let loaded = SpecLoader().load(Array(yaml.utf8), path: "imported.yaml")
            let diagnostics = Linter(rules: Linter.lintRules()).check(loaded)
            #expect(diagnostics.isEmpty, "\(screen.name): \(diagnostics.map { "\($0.mark) \($0.message)" })\n\(yaml)")
            let imported = try #require(loaded.spec)
            #expect(imported.effectiveDevices == [screen.spec.designDevice!])
            let original = IBFixtures.frames(screen.spec)
            let roundTrip = IBFixtures.frames(imported)
            #expect(Set(original.keys) == Set(roundTrip.keys), "\(screen.name)")
            for (id, frame) in original {
                let other = try #require(roundTrip[id])
                let worst = max(abs(frame.x - other.x), abs(frame.y - other.y), abs(frame.width - other.width), abs(frame.height - other.height))
                #expect(worst < 0.001, "\(screen.name) \(id): \(frame) → \(other)")
            }
        }
    }

    /// What the document has that listkit cannot express is listed at the top with its line:col.
    @Test func notesBecomeComments() throws {
        let screen = try #require(try IBFixtures.document("saved-frames.storyboard").screens().first)
        let yaml = Self.yaml(screen, source: "saved-frames.storyboard")
        #expect(yaml.contains("# Not expressible in listkit yet (left out or approximated), at saved-frames.storyboard's line:col:\n"))
        #expect(yaml.contains("#   68:29: placeholder constraint (removed at build time): kept, as Interface Builder lays the screen out with it\n"))
        let legacy = try #require(IBDocument.select(try IBFixtures.document("elements.storyboard").screens(), scene: "Legacy"))
        #expect(Self.yaml(legacy, source: "elements.storyboard").contains("      - top == safeArea.top + 8  # IB con-el-001\n"))
    }

    @Test func savedFramesGolden() throws {
        let screen = try #require(try IBFixtures.document("saved-frames.storyboard").screens().first)
        let yaml = Self.yaml(screen, source: "saved-frames.storyboard")
        try expectGolden(yaml, matches: IBFixtures.directory.appendingPathComponent("saved-frames.imported.yaml"))
    }
}

/// Found by the IB fuzzer on public documents (Simplenote's NoticeView.xib, Pocket Casts'
/// UploadedViewController.xib): Interface Builder saves negative content edge insets, as UIKit
/// takes them; the imported spec carries them and lints.
@Suite struct NegativeContentEdgeInsetsImportTests {
    @Test func negativeInsetsSurviveTheRoundTrip() throws {
        let button = #"""
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
            <rect key="frame" x="20" y="100" width="91" height="38"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            <inset key="contentEdgeInsets" minX="8" minY="-10" maxX="8" maxY="-10"/>
            <state key="normal" title="Try again"/>
        </button>
        """#
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(subviews: button)).first)
        let yaml = ImportTests.yaml(screen, source: "negative.storyboard")
        #expect(yaml.contains("contentEdgeInsets: { top: -10, left: 8, bottom: -10, right: 8 }"), "\(yaml)")
        let loaded = SpecLoader().load(Array(yaml.utf8), path: "imported.yaml")
        let invalid = Linter(rules: Linter.lintRules()).check(loaded).filter { $0.rule == RuleDescription.invalidValue.id }
        #expect(invalid.isEmpty, "\(invalid.map(\.message))")
        let imported = try #require(loaded.spec)
        let insets = IBFixtures.views(imported).values.compactMap { $0.contentEdgeInsets?.value }
        #expect(insets == [Insets(top: -10, left: 8, bottom: -10, right: 8)])
    }
}

/// Found by the IB byte fuzzer (seed 1796606636, a launch screen whose constraint attribute
/// gained a DEL): the notes quote the document's attribute values, and `listkit import` wrote
/// them into its comments as they were — a DEL (not allowed in a YAML stream) on stdout, and a
/// line break would have ended the comment and put the rest of the note in the spec.
@Suite struct ImportCommentEscapingTests {
    @Test(arguments: ["c&#127;nterY", "center&#10;views: []", "top&#x2028;x"])
    func controlCharactersInNotesAreEscaped(_ attribute: String) throws {
        let box = #"""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
            <rect key="frame" x="20" y="100" width="100" height="50"/>
        </view>
        """#
        let constraints = """
        <constraint firstItem="box-00-001" firstAttribute="\(attribute)" secondItem="roo-00-001" secondAttribute="top" id="con-00-001"/>
        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="con-00-002"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(subviews: box, constraints: constraints)).first)
        let yaml = ImportTests.yaml(screen, source: "control.storyboard")
        #expect(yaml.contains("left out"), "the attribute is noted: \(yaml)")
        let controls = yaml.unicodeScalars.filter { $0 != "\n" && TextEscaping.isControl($0) }
        #expect(controls.isEmpty, "raw control characters: \(controls.map { String($0.value, radix: 16) })")
        #expect(!yaml.contains("\nviews: []"), "a line break in a note ended its comment")
        let loaded = SpecLoader().load(Array(yaml.utf8), path: "imported.yaml")
        // The box lost its top constraint with the attribute: its ambiguity is the document's, not the YAML's.
        let errors = Linter(rules: Linter.lintRules()).check(loaded).filter { $0.severity == .error && $0.rule != .ambiguousLayout }
        #expect(loaded.spec != nil && errors.isEmpty, "\(errors.map(\.message))\n\(yaml)")
    }

    /// A `<fontDescription>` under an element whose type shows no text (a damaged document: the
    /// byte fuzz spliced a label's into an image view) is not read: the imported spec has no
    /// `font` its type refuses, and lints without an unknown key.
    @Test func aFontUnderATypeWithoutTextIsNotImported() throws {
        let image = """
        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
            <rect key="frame" x="20" y="100" width="40" height="40"/>
            <constraints>
                <constraint firstAttribute="width" constant="40" id="con-00-003"/>
                <constraint firstAttribute="height" constant="40" id="con-00-004"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </imageView>
        """
        let constraints = """
        <constraint firstItem="img-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-00-001"/>
        <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="con-00-002"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(subviews: image, constraints: constraints)).first)
        let yaml = ImportTests.yaml(screen, source: "damaged.storyboard")
        #expect(!yaml.contains("font"), "\(yaml)")
        let loaded = SpecLoader().load(Array(yaml.utf8), path: "imported.yaml")
        let errors = Linter(rules: Linter.lintRules()).check(loaded).filter { $0.severity == .error }
        #expect(loaded.spec != nil && errors.isEmpty, "\(errors.map(\.message))\n\(yaml)")
    }
}
