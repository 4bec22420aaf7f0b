import ArgumentParser

/// An option whose values are an enum's cases: `--help` lists every case with its `summary`,
/// so a new case appears in the help without anyone editing an option's text.
protocol DescribedOptionValue: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {
    var summary: String { get }
}

extension DescribedOptionValue {
    /// The cases' raw values, which ArgumentParser's default also gives, but through a key path
    /// (`\.rawValue.defaultValueDescription`) instantiated by `swift_getKeyPath` on each of its
    /// reads at every start, a measurable share of `listkit diff`'s start-up (docs/performance.md).
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.summary) })
    }
}
