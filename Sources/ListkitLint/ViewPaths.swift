import ListkitYAML

/// Names the place of a finding by what it is in rather than by line: the ids of the views,
/// sections and cells around it (`stack/title`, `reviews/recent/review-3`), and cell kinds by
/// name (`Review/author`). Baselines key findings by it, so moving lines keeps them matched.
public struct ViewPaths: Sendable {
    private struct Span: Sendable {
        public var path: String
        public var start: Mark
        /// The line of the last node inside it: the span runs to the end of that line.
        public var lastLine: Int
        public var depth: Int
    }

    private var spans: [Span] = []

    /// - Complexity: O(n) in the tree's nodes (recursion depth is capped by the loader's 256).
    public init(_ root: Node) {
        _ = visit(root, path: [], isCellKind: false)
    }

    /// Records the named mappings under `node`; returns the last line the subtree reaches.
    private mutating func visit(_ node: Node, path: [String], isCellKind: Bool, key: String? = nil) -> Int {
        var path = path
        var spanIndex: Int?
        let name: String? = isCellKind ? key : node["id"]?.scalar?.string
        if let name, node.mapping != nil {
            path.append(name)
            spanIndex = spans.count
            spans.append(Span(path: path.joined(separator: "/"), start: node.mark, lastLine: node.mark.line, depth: path.count))
        }
        var last = node.mark.line
        switch node.content {
        case .mapping(let pairs):
            let isTop = path.isEmpty && key == nil
            for pair in pairs {
                let childKey = pair.key.scalar?.string
                last = max(last, pair.key.mark.line)
                let children = isTop && childKey == "cellKinds"
                if children, let kinds = pair.value.mapping {
                    for kind in kinds {
                        last = max(last, visit(kind.value, path: path, isCellKind: true, key: kind.key.scalar?.string))
                    }
                } else {
                    last = max(last, visit(pair.value, path: path, isCellKind: false, key: childKey ?? ""))
                }
            }
        case .sequence(let items):
            for item in items { last = max(last, visit(item, path: path, isCellKind: false, key: "")) }
        case .scalar:
            break
        }
        if let spanIndex { spans[spanIndex].lastLine = last }
        return last
    }

    /// The innermost named place holding a mark, or nil (top-level keys).
    public func path(at mark: Mark) -> String? {
        var best: Span?
        for span in spans where span.start <= mark && mark.line <= span.lastLine {
            // The deepest; among siblings on one line (flow style), the last to start.
            if let b = best, span.depth < b.depth || (span.depth == b.depth && span.start < b.start) { continue }
            best = span
        }
        return best?.path
    }
}
