import ListkitSpec
import ListkitYAML

/// Checks an Interface Builder document (loaded by `IBSpecLoader`) as `listkit lint` checks a
/// spec: every screen's spec through the given rules, after what the reader could not express.
/// A screen where that can change frames gets no layout checks (they would report the gap, not
/// the screen), and a note at the screen says so.
///
/// Rules that lay out per device (`SpecRule.checksPerDevice`) see the screen as UIKit shows it
/// on each device: built with that device's size-class variations (iPhones in portrait
/// compact/regular, in landscape compact height, iPads regular/regular), once per size class.
/// The other rules, `misplaced-view` among them, check the screen as designed.
public enum IBLinter {
    /// Checks a loaded document: its syntax error, or every screen through the rules.
    /// - Parameter devices: the devices the per-device rules lay each full screen out on (a
    ///   configuration's `devices`); nil: each screen's design device. Cells, headers,
    ///   freeform views and popovers are laid out at their saved sizes either way.
    /// - Complexity: the rules run once per screen, the per-device ones once per screen and
    ///   size class.
    public static func check(_ loaded: IBSpecLoader.Loaded, rules: [any SpecRule], devices: [Device]? = nil) -> [Diagnostic] {
        let path = loaded.path
        let asDesigned = rules.filter { !$0.checksPerDevice }
        let perDevice = rules.filter(\.checksPerDevice)
        var variants: [SizeClasses: [IBScreen]] = [:]
        var diagnostics = loaded.diagnostics + loaded.skipped
        for (index, screen) in loaded.screens.enumerated() {
            // The checks of the screen as built share work (the design device's layout); a
            // variant built for other size classes has other views and constraints.
            let handoff = LintHandoff()
            let context = LintContext(spec: screen.spec, handoff: handoff)
            let designed = Linter(rules: screen.affectsLayout ? asDesigned.filter { !$0.requiresValidSpec } : asDesigned)
                .check(context, after: loaded.findings(screen), path: path)
            diagnostics += designed
            guard !perDevice.isEmpty, !designed.contains(where: { $0.severity == .error }) else { continue }
            // Only full screens take the configuration's devices: a cell, header, freeform view
            // or popover keeps its saved size (`IBScreen.isFullScreen`).
            let configured = screen.isFullScreen ? devices : nil
            let targets = configured ?? screen.spec.effectiveDevices
            var groups: [(classes: SizeClasses, devices: [Device])] = []
            for device in targets {
                let classes = configured == nil ? screen.classes : SizeClasses.of(device)
                if let i = groups.firstIndex(where: { $0.classes == classes }) { groups[i].devices.append(device) } else { groups.append((classes, [device])) }
            }
            var perGroup: [[Diagnostic]] = []
            for group in groups {
                var variant = screen
                if group.classes != screen.classes {
                    if variants[group.classes] == nil { variants[group.classes] = loaded.screens(classes: group.classes) }
                    guard let built = variants[group.classes], index < built.count, built[index].name == screen.name else { continue }
                    variant = built[index]
                    diagnostics += loaded.findings(variant)
                }
                guard !variant.affectsLayout else { continue }
                variant.spec.devices = group.devices.map { Located($0, at: variant.spec.screen.mark) }
                // The screen as built differs from the one checked as designed in its devices
                // alone: its views' hierarchies are that check's.
                let perDeviceContext = group.classes == screen.classes
                    ? LintContext(spec: variant.spec, hierarchiesOf: context, handoff: handoff)
                    : LintContext(spec: variant.spec, handoff: LintHandoff())
                perGroup.append(Linter(rules: perDevice).check(perDeviceContext, path: path))
            }
            diagnostics += DeviceFindingMerge.merged(perGroup, deviceOrder: targets.map(\.name))
        }
        return Linter.deduplicated(diagnostics.sorted(by: Diagnostic.ordered))
    }
}
