import ArgumentParser
import ListkitInterfaceBuilder
import ListkitLayout
import ListkitLint
import ListkitRender
import ListkitSpec

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a spec's constraints and print frames, a wireframe, SVG or JSON.",
        discussion: """
        Layout findings (conflicts, ambiguity, truncated text, views outside their parent...) go to \
        stderr. Exit status: 0 laid out, 1 laid out with error findings, 2 usage or I/O failure or a \
        spec with errors (its findings on stderr).
        """
    )

    @Argument(help: "The spec file, or an Interface Builder .xib or .storyboard; '-' reads stdin.", completion: .specFiles)
    var file: String

    @Option(help: ArgumentHelp("In a .xib or .storyboard, the screen to lay out: a scene, view controller, view or cell id, storyboard or reuse identifier, or custom class.", valueName: "id"),
            completion: SceneCompletion.kind)
    var scene: String?

    @OptionGroup var devices: DeviceSelection
    @OptionGroup var output: LayoutOutputOptions
    @OptionGroup var text: TextOptions
    @OptionGroup var os: ReleaseOption

    func validate() throws {
        if text.textSizeNames.flatMap({ $0.split(separator: ",") }).count > 1 {
            throw ValidationError("layout takes one --text-size (lint checks several)")
        }
    }

    func run() throws {
        let textSize = try text.textSizes()[0]
        let fonts = try text.fontLibrary(for: file)
        var spec = try SpecLoading.load(file, scene: scene)
        let devices = try self.devices.resolve(for: spec)
        // An Interface Builder screen on a device asked for: with that device's size-class variations.
        if self.devices.device != nil, spec.designDevice != nil, let device = devices.first {
            // Loaded again for the classes: its notes and warnings were printed by the first load.
            spec = try SpecLoading.unwrap(SpecLoading.loadResult(file, scene: scene, classes: SizeClasses.of(device))
                .map { SpecLoading.Loaded(spec: $0.spec, warnings: "") }).spec
        }
        var engine = LayoutEngine(spec: spec, options: LayoutOptions(rtl: output.rtl, full: output.full, textSize: textSize,
                                                                    release: try os.release()),
                                  fonts: fonts)
        engine.buildsTextLines = output.format.showsTextLines
        let outcomes = devices.map { engine.layout(on: $0) }
        if let failure = outcomes.lazy.compactMap(\.internalError).first {
            throw CLIFailure.io(path: SpecFiles.displayName(file), reason: failure).report()
        }
        // Streamed: a full list's JSON or SVG can be hundreds of megabytes.
        var out = StandardOutput()
        output.renderer.render(outcomes.map(\.result), screen: spec.screen.value, into: &out)
        out.flush()

        let findings = LayoutFindingReport(outcomes)
        let diagnostics = findings.diagnostics(path: SpecFiles.displayName(file))
        if !diagnostics.isEmpty {
            printError(DiagnosticPrinter(format: .text).render(diagnostics, fileCount: 1), terminator: "")
        }
        if findings.hasErrors { throw ExitCode(1) }
    }
}

/// Which devices to lay out on; shared by the commands that lay out.
struct DeviceSelection: ParsableArguments {
    @Option(help: "A device preset or a device the spec names (overrides the spec's devices).",
            completion: .list(Device.presets.map(\.name)))
    var device: String?

    @Flag(help: "Lay out on every device the spec names, one block per device.")
    var allDevices = false

    func validate() throws {
        if device != nil && allDevices { throw ValidationError("--device and --all-devices cannot be used together") }
    }

    /// The devices asked for: `--device`, every device the spec names, or its first one.
    func resolve(for spec: Spec) throws -> [Device] {
        let named = spec.effectiveDevices
        guard let name = device else { return allDevices ? named : Array(named.prefix(1)) }
        if let own = spec.devices.first(where: { $0.value.name == name }) { return [own.value] }
        if let preset = Device.preset(named: name) { return [preset] }
        var candidates = spec.devices.map(\.value.name)
        for preset in Device.presets where !candidates.contains(preset.name) { candidates.append(preset.name) }
        let hint = DidYouMean.best(name, in: candidates).map { "; did you mean '\($0)'?" }
            ?? " (devices: \(candidates.joined(separator: ", ")))"
        throw CLIFailure.usage("unknown device '\(name)'\(hint)").report()
    }
}

/// How a layout is printed; shared by the commands that print layouts.
struct LayoutOutputOptions: ParsableArguments {
    @Option(help: "How the layout is printed.")
    var format: LayoutFormat = .table

    @Option(help: "Wireframe width in characters (20 to 1000).")
    var columns = 80

    @Flag(help: "Wireframe in plain +-| characters instead of box drawing.")
    var ascii = false

    @Flag(help: "Every cell of every list, not just what is on screen.")
    var full = false

    @Flag(help: "Right-to-left: leading and trailing flip.")
    var rtl = false

    func validate() throws {
        guard (20...1000).contains(columns) else { throw ValidationError("--columns must be between 20 and 1000, not \(columns)") }
    }

    var renderer: LayoutOutputRenderer {
        LayoutOutputRenderer(format: format, full: full, rtl: rtl, columns: columns, ascii: ascii)
    }
}

extension LayoutFormat: DescribedOptionValue {}
