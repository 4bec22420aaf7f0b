import ArgumentParser
@testable import listkit
import ListkitRender
import Testing

/// `DescribedOptionValue.allValueStrings` (the values `--help` and the completion scripts list)
/// replaces ArgumentParser's default, which reads each case through a key path built at run
/// time on every start; it must give exactly what that default gives.
@Suite struct OptionValueStringsTests {
    static func expectDefault<T: DescribedOptionValue>(_ type: T.Type) {
        #expect(T.allValueStrings == T.allCases.map { $0.rawValue.defaultValueDescription }, "\(T.self)")
        #expect(!T.allValueStrings.isEmpty, "\(T.self)")
    }

    @Test func everyOptionEnumListsItsRawValues() {
        Self.expectDefault(DiffFormat.self)
        Self.expectDefault(BatchUpdateAnimation.self)
        Self.expectDefault(ReloadStyle.self)
        Self.expectDefault(HeaderStyle.self)
        Self.expectDefault(LayoutFormat.self)
        Self.expectDefault(LintFormat.self)
        Self.expectDefault(ColorMode.self)
    }
}
