import ListkitLayout
import ListkitLint
import ListkitSpec

/// Builds a `Review` from changed files: each version read and linted (`ReviewVersion`), its
/// screens matched by name, laid out on the devices and compared (`ScreenComparer`). Files are
/// independent and built on all cores; the result keeps the inputs' order.
public struct ReviewBuilder: Sendable {
    public var fonts: FontLibrary

    public init(fonts: FontLibrary = .standard) {
        self.fonts = fonts
    }

    public func review(_ inputs: [ReviewInput]) -> Review {
        let fonts = self.fonts
        return Review(files: ConcurrentMap.map(inputs) { Self.file($0, fonts: fonts) })
    }

    static func file(_ input: ReviewInput, fonts: FontLibrary) -> FileReview {
        let old = input.old.map { ReviewVersion($0, path: input.path, configuration: input.configuration, fonts: fonts) }
        let new = input.new.map { ReviewVersion($0, path: input.path, configuration: input.configuration, fonts: fonts) }
        var failures: [String] = []
        if let failure = old?.failure { failures.append("old: \(failure)") }
        if let failure = new?.failure { failures.append("new: \(failure)") }
        // New screens in order, then those only the old version has.
        let oldScreens = old?.screens ?? [], newScreens = new?.screens ?? []
        var names: [String] = []
        for screen in newScreens + oldScreens where !names.contains(screen.name) { names.append(screen.name) }
        let comparer = ScreenComparer(devices: input.configuration.devices, fonts: fonts)
        let screens = names.map { name in
            comparer.compare(name: name, old: oldScreens.first { $0.name == name }, new: newScreens.first { $0.name == name })
        }
        return FileReview(path: input.path, screens: screens, failures: failures)
    }
}
