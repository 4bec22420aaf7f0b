/// Solves a hierarchy whose wrapping labels' heights depend on their solved widths, as
/// UIKit's preferredMaxLayoutWidth does: measure, solve, re-measure at the solved width, and
/// again until no wrapping label's width changes (at most `maxIterations` solves).
struct WrappingSolve {
    static let maxIterations = 5

    struct Result: Sendable {
        var solution: SystemSolution
        var intrinsics: [IntrinsicContent]
    }

    /// - Parameters:
    ///   - texts: the text each entry shows (bound), by entry index.
    ///   - solve: solves one instance given every entry's intrinsic size (may use a cache).
    static func run(template: SystemTemplate, texts: [String?], measurer: TextMeasurer,
                    solve: ([IntrinsicContent]) -> SystemSolution) -> Result {
        let sources = template.intrinsicSources
        let wrapping = template.wrappingEntries
        // The wrap width each wrapping label was last measured at, by entry index (nil: none yet).
        var wrapWidths = [Double?].filled(nil, count: sources.count)
        var iteration = 0
        // Only a wrapping label's size changes between iterations (with its wrap width): the
        // others are measured once.
        var intrinsics: [IntrinsicContent] = []
        intrinsics.reserveCapacity(sources.count)
        for i in sources.indices {
            intrinsics.append(sources[i].measure(text: texts[i], wrapWidth: nil, measurer: measurer))
        }
        while true {
            iteration += 1
            let solution = solve(intrinsics)
            var changed: [Int] = []
            for i in wrapping {
                let solved = solution.rect(slot: SystemTemplate.slot(ofEntry: i)).width
                if let previous = wrapWidths[i], abs(previous - solved) <= 0.01 { continue }
                wrapWidths[i] = solved
                changed.append(i)
            }
            if changed.isEmpty || iteration >= maxIterations {
                return Result(solution: solution, intrinsics: intrinsics)
            }
            for i in changed {
                intrinsics[i] = sources[i].measure(text: texts[i], wrapWidth: wrapWidths[i], measurer: measurer)
            }
        }
    }
}
