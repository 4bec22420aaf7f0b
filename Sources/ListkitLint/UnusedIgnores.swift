import ListkitSpec
import ListkitYAML

/// With `--strict`, the `ignore:` entries of a run's configurations that covered no finding
/// (`unused-ignore`), each reported at its entry in `.listkit.yml`. An entry whose `paths`
/// name none of the files the run linted is left alone: the run cannot tell whether it is used.
enum UnusedIgnores {
    static func findings(_ linted: [LintedFile], configurations: ConfigurationFinder) -> [Diagnostic] {
        var byConfiguration: [String: (config: LintConfiguration, used: Set<Mark>, files: [String])] = [:]
        var order: [String] = []
        for file in linted {
            let config = configurations.configuration(for: file.file.configPath)
            guard let path = config.path, !config.ignores.isEmpty else { continue }
            if byConfiguration[path] == nil { order.append(path); byConfiguration[path] = (config, [], []) }
            byConfiguration[path]?.used.formUnion(file.ignoresUsed)
            byConfiguration[path]?.files.append(ConfigurationFinder.relative(file.file.configPath, to: config.baseDirectory) ?? file.file.configPath)
        }
        return order.flatMap { path -> [Diagnostic] in
            guard let entry = byConfiguration[path],
                  let severity = entry.config.severity(of: .unusedIgnore, default: RuleDescription.unusedIgnore.severity) else { return [] }
            return entry.config.ignores.filter { ignore in
                !entry.used.contains(ignore.mark)
                    && (ignore.paths.isEmpty || entry.files.contains { file in ignore.paths.contains { $0.matchesItselfOrAFolder(of: file) } })
            }.map { ignore in
                var d = RuleDescription.unusedIgnore.finding(
                    "this 'ignore' entry (\"\(ignore.reason)\") ignores nothing in the files linted; remove it", at: ignore.mark, path: path)
                d.severity = severity
                return d
            }
        }
    }
}
