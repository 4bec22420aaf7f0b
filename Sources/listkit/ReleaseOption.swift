import ArgumentParser
import ListkitLayout
import ListkitSpec

/// `--os`: the iOS release whose UIKit metrics specs and documents that name none are laid out
/// with; shared by the commands that lay out. A spec's own `os:` and an Interface Builder
/// document's era win over it.
struct ReleaseOption: ParsableArguments {
    @Option(name: .customLong("os"),
            help: ArgumentHelp("The iOS release for specs that name none (\(UIKitRelease.allCases.map(\.rawValue).joined(separator: ", "))); default: the newest iOS of the device, \(UIKitRelease.default.rawValue), or .listkit.yml's os.",
                               valueName: "release"),
            completion: .list(UIKitRelease.allCases.map(\.rawValue)))
    var name: String?

    /// The release asked for, nil when none; a usage failure, with a did-you-mean, for an unknown one.
    func release() throws -> UIKitRelease? {
        guard let name else { return nil }
        if let release = UIKitRelease(rawValue: name) { return release }
        let names = UIKitRelease.allCases.map(\.rawValue)
        let hint = DidYouMean.best(name, in: names).map { "; did you mean '\($0)'?" } ?? " (\(names.joined(separator: ", ")))"
        throw CLIFailure.usage("unknown iOS release '\(name)'\(hint)").report()
    }
}
