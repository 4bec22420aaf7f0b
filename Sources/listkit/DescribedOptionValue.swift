import ArgumentParser

/// An option whose values are an enum's cases: `--help` lists every case with its `summary`,
/// so a new case appears in the help without anyone editing an option's text.
protocol DescribedOptionValue: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {
    var summary: String { get }
}

extension DescribedOptionValue {
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.summary) })
    }
}
