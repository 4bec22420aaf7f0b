// swift-tools-version:6.0
// The module graph mirrors the architecture (docs/development.md, "Layout of the repository"):
//   C module maps: CYaml (libyaml), CLibXML2 (libxml2, Linux), CHarfBuzz (text shaping)
//   → ListkitYAML (YAML loader with marks) → ListkitSpec (model, decoding, spec rules)
//   → ListkitInterfaceBuilder (.xib/.storyboard screens read into specs)
//   → engines: ListkitDiff (changesets), ListkitSolver (Cassowary), ListkitLayout (frames and
//     layout checks), ListkitSpecDiff (two specs compared); ListkitRandom (seeded randomness
//     for the solver's ambiguity probe, tests and benchmarks)
//   → ListkitRender (every printed format)
//   → ListkitLint (a lint run: configuration, suppressions, baselines, discovery)
//   → ListkitReview (two versions of changed files as one HTML page: pictures, changes, stages, findings)
//   → listkit (CLI).
//   Beside the CLI: ListkitIBCorpus and its command ib-corpus, the public-corpus check of IB documents.
import PackageDescription

let package = Package(
    name: "listkit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "listkit", targets: ["listkit"]),
        .library(name: "ListkitYAML", targets: ["ListkitYAML"]),
        .library(name: "ListkitSpec", targets: ["ListkitSpec"]),
        .library(name: "ListkitDiff", targets: ["ListkitDiff"]),
        .library(name: "ListkitSolver", targets: ["ListkitSolver"]),
        .library(name: "ListkitLayout", targets: ["ListkitLayout"]),
        .library(name: "ListkitSpecDiff", targets: ["ListkitSpecDiff"]),
        .library(name: "ListkitRender", targets: ["ListkitRender"]),
        .library(name: "ListkitInterfaceBuilder", targets: ["ListkitInterfaceBuilder"]),
        .library(name: "ListkitLint", targets: ["ListkitLint"]),
        .library(name: "ListkitReview", targets: ["ListkitReview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Arbitrary-precision integers: the tests' oracle for the solver's own (`ExactInteger`,
        // docs/solver.md). Test-only: BigInt imports Foundation, which the executable must not load.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ListkitYAML", dependencies: ["CYaml"]),
        // Text shaping for the layout's text measurement (docs/layout.md).
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        // libm: `rounded()` and friends on Linux when a module does not import Foundation.
        // ListkitDiff depends on nothing; its id table and hash (IDTable, hashID) also find lint's duplicate ids.
        .target(name: "ListkitSpec", dependencies: ["ListkitYAML", "ListkitDiff"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // libxml2, the XML parser of Interface Builder documents on Linux (LibXML2TreeReader.swift).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Interface Builder documents (.xib, .storyboard) read into specs: with libxml2 on Linux, as
        // Foundation's XMLParser reads them (which Darwin keeps using), without loading Foundation.
        .target(name: "ListkitInterfaceBuilder", dependencies: [
            "ListkitSpec", "ListkitYAML", .target(name: "CLibXML2", condition: .when(platforms: [.linux])),
        ]),
        .target(name: "ListkitDiff"),
        .target(name: "ListkitRandom"),
        .target(name: "ListkitSolver", dependencies: ["ListkitRandom"]),
        .target(name: "ListkitLayout", dependencies: ["ListkitSpec", "ListkitSolver", "CHarfBuzz"]),
        // Comparing two specs: lists through the diff engine, views, constraints and frames.
        .target(name: "ListkitSpecDiff", dependencies: ["ListkitSpec", "ListkitDiff", "ListkitLayout"]),
        .target(name: "ListkitRender", dependencies: ["ListkitSpec", "ListkitDiff", "ListkitLayout", "ListkitSpecDiff"]),
        // A lint run as a library: which files (arguments, walks, globs, .gitignore), their
        // .listkit.yml, the rules and severities it sets, suppression comments and baselines.
        .target(name: "ListkitLint", dependencies: [
            "ListkitYAML", "ListkitSpec", "ListkitLayout", "ListkitRender", "ListkitInterfaceBuilder",
        ]),
        // `listkit review`: both versions of changed files read, laid out, compared and linted, written
        // as one self-contained HTML page (docs/review.md) and a markdown summary.
        .target(name: "ListkitReview", dependencies: [
            "ListkitSpec", "ListkitDiff", "ListkitLayout", "ListkitSpecDiff", "ListkitRender", "ListkitInterfaceBuilder", "ListkitLint",
        ]),
        .executableTarget(
            name: "listkit",
            dependencies: [
                "ListkitYAML", "ListkitSpec", "ListkitDiff", "ListkitSolver", "ListkitLayout", "ListkitSpecDiff", "ListkitRender",
                "ListkitInterfaceBuilder", "ListkitLint", "ListkitReview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The public-corpus check of Interface Builder documents (`make ib-corpus IB_CORPUS=DIR`,
        // docs/interface-builder.md): every visible view against its saved frame, misses by cause.
        .target(name: "ListkitIBCorpus", dependencies: ["ListkitSpec", "ListkitYAML", "ListkitInterfaceBuilder", "ListkitLayout", "ListkitLint"]),
        .executableTarget(name: "ib-corpus", dependencies: ["ListkitIBCorpus", "ListkitLayout", "ListkitLint"]),
        // Benchmarks: release executables that `make bench` runs (Benchmarks/run.sh).
        .target(name: "BenchSupport", path: "Benchmarks/BenchSupport"),
        .executableTarget(name: "bench-yaml", dependencies: ["BenchSupport", "ListkitYAML", "ListkitSpec"], path: "Benchmarks/YAMLBench"),
        .executableTarget(name: "bench-diff", dependencies: ["BenchSupport", "ListkitDiff", "ListkitRandom"], path: "Benchmarks/DiffBench"),
        .executableTarget(name: "bench-solver", dependencies: ["ListkitSolver"], path: "Benchmarks/SolverBench"),
        .executableTarget(name: "bench-layout", dependencies: ["ListkitSpec", "ListkitLayout", "ListkitRender", "ListkitRandom"], path: "Benchmarks/LayoutBench"),
        // What the test targets share: `expectGolden` (one update switch, line-numbered mismatches)
        // and `RandomRound` (seed and round in every failure of a random loop).
        .target(name: "ListkitTestSupport", path: "Tests/ListkitTestSupport"),
        .testTarget(name: "ListkitYAMLTests", dependencies: ["ListkitTestSupport", "ListkitYAML", "ListkitRandom"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ListkitSpecTests", dependencies: ["ListkitTestSupport", "ListkitSpec", "ListkitDiff", "ListkitLayout", "ListkitInterfaceBuilder", "ListkitLint", "ListkitRandom"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ListkitInterfaceBuilderTests", dependencies: ["ListkitTestSupport", "ListkitInterfaceBuilder", "ListkitIBCorpus", "ListkitLayout", "ListkitSpec", "ListkitRender", "ListkitRandom"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ListkitDiffTests", dependencies: ["ListkitTestSupport", "ListkitDiff", "ListkitRandom"]),
        .testTarget(name: "ListkitSolverTests", dependencies: ["ListkitTestSupport", "ListkitSolver", "ListkitRandom", .product(name: "BigInt", package: "BigInt")], exclude: ["Fixtures"]),
        .testTarget(name: "ListkitLayoutTests", dependencies: ["ListkitTestSupport", "ListkitLayout", "ListkitRandom"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ListkitRenderTests", dependencies: ["ListkitTestSupport", "ListkitRender", "ListkitLayout", "ListkitSpecDiff", "ListkitRandom"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ListkitSpecDiffTests", dependencies: ["ListkitTestSupport", "ListkitSpecDiff", "ListkitLayout"]),
        .testTarget(name: "ListkitLintTests", dependencies: ["ListkitTestSupport", "ListkitLint", "ListkitSpec", "ListkitYAML", "ListkitRender", "ListkitRandom"]),
        .testTarget(name: "ListkitReviewTests", dependencies: ["ListkitTestSupport", "ListkitReview", "ListkitLint", "ListkitSpec", "ListkitLayout"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ListkitCLITests", dependencies: ["ListkitTestSupport", "listkit", "ListkitLint", "ListkitRender", "ListkitRandom"], resources: [.copy("Fixtures")]),
    ]
)
