/// What a finding says without what a run measured: its message with the devices it was met
/// on, device and Dynamic Type names, numbers and line:column references taken out. Baselines
/// and fingerprints key findings by it, so changing `devices:` or `textSizes:` in
/// `.listkit.yml`, a measured width, or the lines above a constraint keeps a finding the same.
///
/// `on iphone-se, ipad-11 at accessibility3: view 'a' (16, 91, 200×44) conflicts with the screen
/// of iphone-16e (390×844) (7:17)` is `view 'a' (#, #, #×#) conflicts with the screen of
/// <device> (#×#) (#:#)`. Quoted text ('a', a constraint as written, a label's text) is kept
/// as it is: it names what the finding is about.
public enum MessageKind {
    public static func of(_ message: String) -> String {
        let body = withoutDevicePrefix(message)
        var out = ""
        var word = ""
        var inQuote = false
        var previous: Character = " "
        func flush() {
            out += normalized(word)
            word = ""
        }
        for char in body {
            defer { previous = char }
            if inQuote {
                out.append(char)
                if char == "'" { inQuote = false }
                continue
            }
            if char == "'" && !isWordCharacter(previous) {
                flush()
                out.append(char)
                inQuote = true
                continue
            }
            if isWordCharacter(char) || (char == "." && !word.isEmpty && word.last!.isNumber) {
                word.append(char)
            } else {
                flush()
                out.append(char)
            }
        }
        flush()
        return out
    }

    /// "on iphone-se, ipad-11 at large: message" → "message": the devices and text sizes a
    /// layout finding was met on (`LayoutFindingReport`).
    static func withoutDevicePrefix(_ message: String) -> Substring {
        guard message.hasPrefix("on "), let colon = message.firstRange(of: ": ") else { return message[...] }
        return message[colon.upperBound...]
    }

    /// A device preset or text size name as a placeholder; digits in any other word as `#`.
    static func normalized(_ word: String) -> String {
        if word.isEmpty { return word }
        if deviceNames.contains(word) { return "<device>" }
        if ContentSizeCategory(rawValue: word) != nil { return "<text size>" }
        guard word.contains(where: \.isNumber) else { return word }
        var out = ""
        var inNumber = false
        for char in word {
            if char.isNumber || (char == "." && inNumber) {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                inNumber = false
                out.append(char)
            }
        }
        return out
    }

    static func isWordCharacter(_ char: Character) -> Bool {
        char.isLetter || char.isNumber || char == "-" || char == "_"
    }

    /// Every release's device presets (a finding names the device it was laid out on).
    static let deviceNames: Set<String> = Set(UIKitRelease.allCases.flatMap { $0.metrics.devices.presets.map(\.name) })
}
