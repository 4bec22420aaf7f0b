import ListkitSpec
import ListkitYAML

/// Lints an Interface Builder document as `listkit lint` lints a spec: every screen's spec
/// through the given rules, with what the reader could not express as `ib-unsupported` notes.
/// A screen where that can change frames gets no layout checks (they would report the gap, not
/// the screen), and a note at the screen says so.
///
/// Rules that lay out per device (`SpecRule.checksPerDevice`) see the screen as UIKit shows it
/// on each device: built with that device's size-class variations (iPhones in portrait
/// compact/regular, in landscape compact height, iPads regular/regular), once per size class.
/// The other rules, `misplaced-view` among them, check the screen as designed.
public enum IBLinter {
    /// File names read as Interface Builder documents.
    public static func isDocumentName(_ name: String) -> Bool {
        name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    /// Whether bytes look like an iOS Interface Builder document (for directory walks).
    public static func looksLikeDocument(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return head.contains("com.apple.InterfaceBuilder3.CocoaTouch.")
    }

    /// - Parameter devices: the devices the per-device rules lay each screen out on (a
    ///   configuration's `devices`); nil: each screen's design device.
    /// - Complexity: reading is O(n) in the bytes; the rules run once per screen, the
    ///   per-device ones once per screen and size class.
    public static func lint(_ bytes: [UInt8], path: String, rules: [any SpecRule], devices: [Device]? = nil) -> [Diagnostic] {
        let document: IBDocument
        switch IBDocument.read(bytes) {
        case .failure(let error):
            return [RuleDescription.ibSyntax.finding(error.message, at: error.mark, path: path)]
        case .success(let d): document = d
        }
        let asDesigned = rules.filter { !$0.checksPerDevice }
        let perDevice = rules.filter(\.checksPerDevice)
        let screens = document.screens()
        var variants: [SizeClasses: [IBScreen]] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, screen) in screens.enumerated() {
            let designed = Linter(rules: screen.affectsLayout ? asDesigned.filter { !$0.requiresValidSpec } : asDesigned)
                .check(screen.spec, after: findings(screen), path: path)
            diagnostics += designed
            guard !perDevice.isEmpty, !designed.contains(where: { $0.severity == .error }) else { continue }
            let targets = devices ?? screen.spec.effectiveDevices
            var groups: [(classes: SizeClasses, devices: [Device])] = []
            for device in targets {
                let classes = devices == nil ? screen.classes : SizeClasses.of(device)
                if let i = groups.firstIndex(where: { $0.classes == classes }) { groups[i].devices.append(device) } else { groups.append((classes, [device])) }
            }
            var perGroup: [[Diagnostic]] = []
            for group in groups {
                var variant = screen
                if group.classes != screen.classes {
                    if variants[group.classes] == nil { variants[group.classes] = document.screens(classes: group.classes) }
                    guard let built = variants[group.classes], index < built.count, built[index].name == screen.name else { continue }
                    variant = built[index]
                    diagnostics += findings(variant).map { var d = $0; d.path = path; return d }
                }
                guard !variant.affectsLayout else { continue }
                variant.spec.devices = group.devices.map { Located($0, at: variant.spec.screen.mark) }
                perGroup.append(Linter(rules: perDevice).check(variant.spec, path: path))
            }
            diagnostics += DeviceFindingMerge.merged(perGroup, deviceOrder: targets.map(\.name))
        }
        return Linter.deduplicated(diagnostics.sorted(by: Diagnostic.ordered))
    }

    /// A screen's notes as `ib-unsupported` findings, with one at the screen when they keep its
    /// layout from being checked.
    static func findings(_ screen: IBScreen) -> [Diagnostic] {
        var found = screen.notes.map { RuleDescription.ibUnsupported.finding($0.message, at: $0.mark) }
        if screen.affectsLayout {
            let count = screen.notes.filter(\.affectsLayout).count
            found.append(RuleDescription.ibUnsupported.finding("layout checks skipped for screen '\(screen.name)': \(count) element\(count == 1 ? "" : "s") listkit cannot express yet would change its frames", at: screen.spec.screen.mark))
        }
        return found
    }
}
