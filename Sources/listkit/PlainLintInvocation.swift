/// `listkit lint PATH…` with nothing but paths — the run editors, hooks and scripts make most —
/// made into its `LintCommand` without ArgumentParser.
///
/// Why: ArgumentParser's parse reflects every command and option group of the tree (`Mirror`),
/// casts each property wrapper to its protocols, decodes the command and parses two throw-away
/// commands for `--generate-completion-script`; each of those first protocol-conformance
/// lookups scans every conformance record of the binary, which made the parse about half of a
/// small lint's instructions (docs/performance.md, "Start-up"). Any other invocation — an
/// option, `-` (stdin), `--`, `help`, an empty argument, no path — goes through ArgumentParser
/// as before. The values set here are the options' defaults, as ArgumentParser gives them to a
/// command line without options; `PlainLintInvocationTests` compares the command made here with
/// ArgumentParser's for the same paths, so an option added to `lint` without its default here
/// fails there.
enum PlainLintInvocation {
    /// The command for `arguments` (`CommandLine.arguments`: the executable, then `lint`, then
    /// paths), or nil when they need ArgumentParser.
    static func command(for arguments: [String]) -> LintCommand? {
        guard arguments.count >= 3, arguments[1] == "lint" else { return nil }
        let paths = Array(arguments.dropFirst(2))
        guard paths.allSatisfy(isPlainPath) else { return nil }
        var command = LintCommand()
        command.paths = paths
        command.config = nil
        command.baseline = nil
        command.writeBaseline = nil
        command.stdinFilepath = nil
        command.listFiles = false
        command.filterFiles = false
        command.rtl = false
        command.verbose = false
        var output = DiagnosticOptions()
        output.format = nil
        output.output = nil
        output.color = .auto
        output.strict = false
        command.output = output
        var text = TextOptions()
        text.textSizeNames = []
        text.fontFiles = []
        text.fontDirectories = []
        command.text = text
        var os = ReleaseOption()
        os.name = nil
        command.os = os
        return command
    }

    /// A path ArgumentParser could only read as `lint`'s positional argument.
    static func isPlainPath(_ argument: String) -> Bool {
        !argument.isEmpty && !argument.hasPrefix("-") && argument != "help"
    }
}
