/// One output format, SwiftLint style: a reporter per format, which says what it prints
/// (`summary`, its line in `--help`) and writes what its command made. Lint findings, layouts
/// and spec diffs are all written by reporters; each command's formats (`LintFormat`,
/// `LayoutFormat`, `DiffFormat`) are a `ReportFormat`, a case per reporter, and the CLI makes
/// `--format`'s values and help from them.
public protocol Reporter<Input, Options>: Sendable {
    /// What the command hands over: findings, layouts, a spec comparison.
    associatedtype Input
    /// The command's output options; each reporter uses those that apply to it.
    associatedtype Options
    /// What the format prints, in a few words.
    static var summary: String { get }
    init(_ options: Options)
    func write(_ input: Input, into out: inout some TextOutputStream)
}

/// A command's output formats as `--format` names them: each case is one reporter.
public protocol ReportFormat: CaseIterable, RawRepresentable, Hashable, Sendable where RawValue == String {
    associatedtype Input
    associatedtype Options
    /// The case's reporter.
    var reporter: any Reporter<Input, Options>.Type { get }
}

extension ReportFormat {
    /// What the format prints, in a few words (the command's `--help` lists these).
    public var summary: String { reporter.summary }

    /// The whole output in this format.
    public func render(_ input: Input, options: Options) -> String {
        var out = ""
        write(input, options: options, into: &out)
        return out
    }

    /// The output written into `out` as it is made.
    public func write(_ input: Input, options: Options, into out: inout some TextOutputStream) {
        reporter.init(options).write(input, into: &out)
    }
}
