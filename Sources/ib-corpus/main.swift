import Foundation
import ListkitIBCorpus
import ListkitLayout
import ListkitLint

// `ib-corpus DIR [--misses FILE] [--findings FILE] [--text-samples FILE] [--font-dir DIR]…`: every .xib and .storyboard under DIR (its
// first folder level naming the repository), checked against the frames Interface Builder saved
// (docs/interface-builder.md, "Checked against public documents"). `make ib-corpus IB_CORPUS=DIR`.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ib-corpus: \(message)\nusage: ib-corpus DIR [--misses FILE] [--findings FILE] [--text-samples FILE] [--font-dir DIR]...\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var folder: String?, missesFile: String?, findingsFile: String?, samplesFile: String?, fontDirectories: [String] = []
func value(of option: String, from arguments: inout [String]) -> String {
    guard !arguments.isEmpty else { fail("\(option) needs a value") }
    return arguments.removeFirst()
}
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--misses": missesFile = value(of: argument, from: &arguments)
    case "--findings": findingsFile = value(of: argument, from: &arguments)
    case "--text-samples": samplesFile = value(of: argument, from: &arguments)
    case "--font-dir": fontDirectories.append(value(of: argument, from: &arguments))
    case let option where option.hasPrefix("-"): fail("unknown option \(option)")
    default:
        guard folder == nil else { fail("one folder, not two") }
        folder = argument
    }
}
guard let folder else { fail("no folder given") }
let root = URL(fileURLWithPath: folder).standardizedFileURL.path
guard let walk = FileManager.default.enumerator(atPath: root) else { fail("cannot read folder \(root)") }
let paths = walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
let fonts: FontLibrary
do { fonts = try FontLibrary(fontFiles: [], fontDirectories: fontDirectories) } catch { fail("\(error)") }
// Each repository's own font files, as `listkit lint` finds them in a repository (BundledFonts).
var checks: [String: CorpusCheck] = [:]
for repository in Set(paths.map { String($0.split(separator: "/").first ?? "") }) {
    let found = BundledFonts.found(under: root + "/" + repository)
    let library = found.fontFiles.isEmpty ? fonts
        : ((try? FontLibrary(fontFiles: [], fontDirectories: fontDirectories, foundFiles: found.fontFiles, appFonts: found.appFonts)) ?? fonts)
    checks[repository] = CorpusCheck(fonts: library, collectsTextSamples: samplesFile != nil)
}
let jobs = paths.map { path in (path, checks[String(path.split(separator: "/").first ?? "")]!) }
let results = ConcurrentMap.map(jobs) { path, check in
    check.check(Array((try? Data(contentsOf: URL(fileURLWithPath: root + "/" + path))) ?? Data()), path: path)
}
let report = CorpusReport(results)
print("ib-corpus: \(root)\n" + report.text, terminator: "")
if let missesFile {
    do { try report.missesText.write(toFile: missesFile, atomically: true, encoding: .utf8) } catch { fail("cannot write \(missesFile): \(error)") }
}
if let findingsFile {
    do { try report.countedFindingsText.write(toFile: findingsFile, atomically: true, encoding: .utf8) } catch { fail("cannot write \(findingsFile): \(error)") }
}
if let samplesFile {
    do { try report.textSamplesText.write(toFile: samplesFile, atomically: true, encoding: .utf8) } catch { fail("cannot write \(samplesFile): \(error)") }
}
