import ListkitSpec
import ListkitYAML

/// One finding per place when a screen was checked once per size class: "on iphone-se: X" and
/// "on ipad-11: X" become "on iphone-se, ipad-11: X", devices in the configuration's order, as
/// a spec checked on those devices in one go reports it (`LayoutFindingReport`), with what it
/// caused in each size class (`RelatedLocationMerge`).
enum DeviceFindingMerge {
    /// - Parameters:
    ///   - groups: each size class's findings, in the order checked.
    ///   - deviceOrder: the devices' names in the order they were asked for.
    static func merged(_ groups: [[Diagnostic]], deviceOrder: [String]) -> [Diagnostic] {
        guard groups.count > 1 else { return groups.first ?? [] }
        struct Key: Hashable { var severity: Diagnostic.Severity; var rule: RuleID; var mark: Mark; var path: String; var rest: String }
        var order: [Key] = []
        var names: [Key: [String]] = [:]
        var related: [Key: [(devices: [String], related: [RelatedLocation])]] = [:]
        var others: [Diagnostic] = []
        for diagnostic in groups.joined() {
            guard let (devices, rest) = split(diagnostic.message) else { others.append(diagnostic); continue }
            let key = Key(severity: diagnostic.severity, rule: diagnostic.rule, mark: diagnostic.mark, path: diagnostic.path, rest: rest)
            if names[key] == nil { order.append(key) }
            names[key, default: []] += devices
            for location in diagnostic.related { related[key, default: []].append(metOn(location, devices: devices)) }
        }
        let rank = Dictionary(deviceOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func position(_ name: String) -> Int {
            // "iphone-se at accessibility3": the device is what comes before " at ".
            let device = name.firstRange(of: " at ").map { String(name[..<$0.lowerBound]) } ?? name
            return rank[device] ?? Int.max
        }
        let merged = order.map { key -> Diagnostic in
            let sorted = names[key, default: []].enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }.map(\.element)
            var merged = Diagnostic(key.severity, "on \(sorted.joined(separator: ", ")): \(key.rest)", rule: key.rule, at: key.mark, path: key.path)
            merged.related = RelatedLocationMerge.merged(related[key] ?? [], devices: sorted)
            return merged
        }
        return merged + others
    }

    /// A related location as met on a size class's devices: one its own report said was met on
    /// some of them only ("on a: note") is met on those.
    static func metOn(_ location: RelatedLocation, devices: [String]) -> (devices: [String], related: [RelatedLocation]) {
        guard let (some, rest) = split(location.message), some.allSatisfy(devices.contains) else { return (devices, [location]) }
        var note = location
        note.message = rest
        return (some, [note])
    }

    /// "on a, b: message" → (["a", "b"], "message").
    static func split(_ message: String) -> ([String], String)? {
        guard message.hasPrefix("on "), let colon = message.firstRange(of: ": ") else { return nil }
        let devices = message[message.index(message.startIndex, offsetBy: 3)..<colon.lowerBound].split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
        return (devices, String(message[colon.upperBound...]))
    }
}
