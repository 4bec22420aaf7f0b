import ArgumentParser
@testable import listkit
import Testing

/// `PlainLintInvocation` makes `listkit lint PATH…` without ArgumentParser (start-up: its
/// parse was half of a small lint's instructions). The command it makes must be the one
/// ArgumentParser makes of the same arguments, every option and option group included — so an
/// option added to `lint` without its default in `PlainLintInvocation` fails here — and
/// anything but plain paths must be left to ArgumentParser.
@Suite struct PlainLintInvocationTests {
    /// Everything a command holds, property wrappers' states included, as `dump` prints it.
    static func dumped(_ command: LintCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test(arguments: [["a.yaml"], ["specs/", "b.yaml", "Main.storyboard"], ["*.yaml"], ["lint"], ["diff"], ["a=b.yaml"]])
    func plainPathsMakeArgumentParsersCommand(paths: [String]) throws {
        let plain = try #require(PlainLintInvocation.command(for: ["listkit", "lint"] + paths))
        let parsed = try #require(try Listkit.parseAsRoot(["lint"] + paths) as? LintCommand)
        #expect(Self.dumped(plain) == Self.dumped(parsed))
        #expect(Self.dumped(plain).contains("a.yaml") || !paths.contains("a.yaml"))
    }

    @Test func anythingElseGoesToArgumentParser() {
        for arguments in [["listkit"], ["listkit", "lint"], ["listkit", "layout", "a.yaml"], ["listkit", "lint", "-"],
                          ["listkit", "lint", "--strict", "a.yaml"], ["listkit", "lint", "a.yaml", "--format", "json"],
                          ["listkit", "lint", "--", "a.yaml"], ["listkit", "lint", "help"], ["listkit", "lint", ""],
                          ["listkit", "lint", "-h"], ["listkit", "lint", "a.yaml", "--generate-completion-script", "bash"],
                          ["listkit", "--version"], ["listkit", "help", "lint"]] {
            #expect(PlainLintInvocation.command(for: arguments) == nil, "\(arguments)")
        }
    }

    /// The whole run, both ways: the same output and exit status as ArgumentParser's parse of
    /// the same paths after `--` (which this path leaves to ArgumentParser): clean specs, a
    /// folder with findings, a path that does not exist.
    @Test func aPlainRunPrintsWhatArgumentParsersRunPrints() throws {
        for paths in [["specs/examples/click-counter.yaml"], ["specs"], ["no-such-spec.yaml"], ["Tests/ListkitCLITests/Fixtures"]] {
            let plain = try CLIRunner.run(["lint"] + paths)
            let parsed = try CLIRunner.run(["lint", "--"] + paths)
            #expect(plain.status == parsed.status && plain.stdout == parsed.stdout && plain.stderr == parsed.stderr, "\(paths)")
        }
    }
}
