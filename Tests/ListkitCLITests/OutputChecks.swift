/// Checks every command's output must pass, shared by the injection tests and the fuzzer.
enum OutputChecks {
    /// Characters a terminal acts on or that reorder a line, other than line breaks and tabs:
    /// C0, DEL, C1, LS/PS and the bidi controls. Written independently of the code under test
    /// (`TextEscaping.isControl`), from the list.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let v = scalar.value
            if v == 0x0A || v == 0x09 { return false }
            return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Lines of text findings that are not `path:line:col: error|warning|info: message [rule]`, a
    /// snippet line under one (indented four spaces) or a located `path:line:col: note: …` line
    /// of the same cause (`Diagnostic.related`). With `onlyRuleLines`, only lines that end
    /// in a `[rule]` are checked (output that mixes findings with other text).
    static func unlocatedFindingLines(_ stdout: String, onlyRuleLines: Bool = false) -> [Substring] {
        let finding = #/^.+:\d+:\d+: (error|warning|info): .+ \[[a-z0-9-]+\]$/#
        let ruleLine = #/^.*: (error|warning|info): .* \[[a-z0-9-]+\]$/#
        let note = #/^.+:\d+:\d+: note: .+$/#
        return stdout.split(separator: "\n").filter { line in
            if line.hasPrefix("    ") { return false }
            if (try? note.wholeMatch(in: String(line))) != nil { return false }
            if onlyRuleLines && (try? ruleLine.wholeMatch(in: String(line))) == nil { return false }
            return (try? finding.wholeMatch(in: String(line))) == nil
        }
    }
}
