import ListkitInterfaceBuilder
import ListkitYAML

/// What a finding is about, by a name that survives edits: in a spec, its view path (the ids of
/// the views, sections and cells around it, `ViewPaths`); in an Interface Builder document, the
/// object id of the element it points at (`IBObjectIDs`). Baselines, ignores, fingerprints and
/// JUnit test names use it instead of the line.
public struct FileElements: Sendable {
    private enum Index {
        case spec(ViewPaths)
        case document(IBObjectIDs)
        /// Only the elements at some marks, found beforehand.
        case marks([Mark: String])
        case none
    }

    private let index: Index

    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - isDocument: an Interface Builder document (`.xib`, `.storyboard`), else YAML.
    public init(bytes: [UInt8], isDocument: Bool) {
        if isDocument {
            index = (try? XMLTreeReader.read(bytes).get()).map { .document(IBObjectIDs($0)) } ?? .none
        } else {
            // Loaded again in full: lint's own tree leaves sections' cells out.
            index = (try? YAMLLoader().load(bytes)).map { .spec(ViewPaths($0)) } ?? .none
        }
    }

    /// An Interface Builder document's elements from its tree, as read for lint.
    public init(document root: XMLElementNode) {
        index = .document(IBObjectIDs(root))
    }

    /// An Interface Builder document's elements at these marks only: `keeping(marks:)` of
    /// `init(document:)`, each found by a search of the tree (`IBObjectIDs.id(at:under:)`)
    /// instead of an index of every element's id (a String each) for a few findings.
    public init(document root: XMLElementNode, keeping marks: some Sequence<Mark>) {
        var found: [Mark: String] = [:]
        for mark in marks where found[mark] == nil { found[mark] = IBObjectIDs.id(at: mark, under: root) }
        index = .marks(found)
    }

    /// These elements at these marks only (`element(at:)` of the others is nil): what a checked
    /// file's findings need, without the index of the whole file.
    public func keeping(marks: some Sequence<Mark>) -> FileElements {
        var found: [Mark: String] = [:]
        for mark in marks { found[mark] = element(at: mark) }
        return FileElements(index: .marks(found))
    }

    private init(index: Index) { self.index = index }

    /// The element holding `mark`, or nil (a spec's top-level keys, a document's root).
    public func element(at mark: Mark) -> String? {
        switch index {
        case .spec(let paths): return paths.path(at: mark)
        case .document(let ids): return ids.id(at: mark)
        case .marks(let found): return found[mark]
        case .none: return nil
        }
    }
}

/// The object ids of an Interface Builder document by where their elements start. A finding
/// points at an element's start tag or one of its attributes, so the element it is about is the
/// last one starting at or before its mark; the id is that element's, or its nearest ancestor's
/// with one (`<rect key="frame">` belongs to its view). Ids are what Interface Builder keeps
/// across saves; lines move whenever a document is saved.
public struct IBObjectIDs: Sendable {
    private var starts: [Mark] = []
    /// For each element in document order: its id or its nearest ancestor's.
    private var ids: [String?] = []

    public init(_ root: XMLElementNode) {
        var pending: [(node: XMLElementNode, inherited: String?)] = [(root, nil)]
        while let (node, inherited) = pending.popLast() {
            let id = node["id"] ?? inherited
            starts.append(node.mark)
            ids.append(id)
            pending += node.children.reversed().map { ($0, id) }
        }
    }

    /// `IBObjectIDs(root).id(at: mark)` without the index: the last element starting at or
    /// before `mark` is found by a binary search of the tree's elements (in document order, as
    /// the index holds them), and its id or its nearest ancestor's by walking down to it from
    /// the root, reading the ids on that path only.
    /// - Complexity: O(log n + the children of the elements on the path).
    public static func id(at mark: Mark, under root: XMLElementNode) -> String? {
        let elements = root.subtree()
        var low = 0, high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if elements[mid].mark <= mark { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let target = elements[low - 1]
        var node = root, id = root["id"]
        while node != target, let next = node.children.first(where: { $0.contains(target) }) {
            node = next
            id = node["id"] ?? id
        }
        return id
    }

    /// - Complexity: O(log n) in the document's elements.
    public func id(at mark: Mark) -> String? {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= mark { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : ids[low - 1]
    }
}
