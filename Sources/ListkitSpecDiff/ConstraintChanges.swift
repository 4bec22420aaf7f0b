import ListkitSpec
import ListkitYAML

/// A constraint added, removed or edited. Constraints are matched by what they relate — the
/// same view, attribute, relation and right-hand anchor — so an edit is a new constant,
/// multiplier or priority, and rewording (`parent` vs `parent.top`) is no change at all.
public enum ConstraintChange: Sendable, Equatable {
    case added(ViewKey, text: String, at: Mark)
    case removed(ViewKey, text: String, at: Mark)
    case edited(ViewKey, from: String, to: String, fields: [FieldChange], at: Mark)

    public struct FieldChange: Sendable, Equatable {
        public var name: String
        public var old: String
        public var new: String

        public init(name: String, old: String, new: String) {
            self.name = name
            self.old = old
            self.new = new
        }
    }

    public var key: ViewKey {
        switch self {
        case .added(let k, _, _), .removed(let k, _, _), .edited(let k, _, _, _, _): return k
        }
    }
}

enum ConstraintComparison {
    /// What a constraint relates; two constraints with equal keys are the same constraint.
    struct Key: Hashable {
        var view: ViewKey
        var first: String
        var relation: Relation
        var second: String
    }

    struct Value {
        var text: String
        var mark: Mark
        var multiplier: Double
        var constant: Double
        var size: Size?
        var priority: Double
    }

    static func entries(_ indexed: [(ViewKey, ViewComparison.Entry)]) -> [(Key, Value)] {
        var result: [(Key, Value)] = []
        for (viewKey, entry) in indexed {
            for spec in entry.view.layout {
                guard let c = spec.constraint else { continue }
                let first = anchorName(c.first, self: viewKey.id, fallback: nil)
                var value = Value(text: spec.text, mark: spec.textMark, multiplier: 1, constant: 0, size: nil, priority: c.priority)
                let second: String
                switch c.rhs {
                case .constant(let k): second = "constant"; value.constant = k
                case .size(let s): second = "size"; value.size = s
                case .anchor(let a, let m, let k):
                    second = anchorName(a, self: viewKey.id, fallback: c.first.attribute)
                    value.multiplier = m
                    value.constant = k
                }
                result.append((Key(view: viewKey, first: first, relation: c.relation, second: second), value))
            }
        }
        return result
    }

    static func anchorName(_ anchor: Anchor, self id: String, fallback: AttributeName?) -> String {
        let view: String
        switch anchor.view {
        case .this: view = id
        case .named(let n): view = n
        case .parent, .safeArea: view = anchor.view.description
        }
        let owner = anchor.guide.map { "\(view).\($0.rawValue)" } ?? view
        let attribute = anchor.attribute ?? fallback
        return attribute.map { "\(owner).\($0)" } ?? owner
    }

    /// Pairs equal keys first-in-first-out (a view may hold several constraints on one anchor).
    /// - Complexity: O(n) in the number of constraints.
    static func compare(old: [(Key, Value)], new: [(Key, Value)]) -> [ConstraintChange] {
        var pending: [Key: [Int]] = [:]
        for (i, (key, _)) in old.enumerated() { pending[key, default: []].append(i) }
        var cursor: [Key: Int] = [:]
        var matched = [Bool](repeating: false, count: old.count)
        var changes: [ConstraintChange] = []
        var additions: [ConstraintChange] = []
        for (key, value) in new {
            let next = cursor[key, default: 0]
            guard let candidates = pending[key], next < candidates.count else {
                additions.append(.added(key.view, text: value.text, at: value.mark))
                continue
            }
            cursor[key] = next + 1
            let oldIndex = candidates[next]
            matched[oldIndex] = true
            let fields = fieldChanges(old[oldIndex].1, value)
            if !fields.isEmpty {
                additions.append(.edited(key.view, from: old[oldIndex].1.text, to: value.text, fields: fields, at: value.mark))
            }
        }
        for (i, (key, value)) in old.enumerated() where !matched[i] {
            changes.append(.removed(key.view, text: value.text, at: value.mark))
        }
        return changes + additions
    }

    static func fieldChanges(_ a: Value, _ b: Value) -> [ConstraintChange.FieldChange] {
        var fields: [ConstraintChange.FieldChange] = []
        func compare(_ name: String, _ x: Double, _ y: Double) {
            if x != y { fields.append(.init(name: name, old: formatNumber(x), new: formatNumber(y))) }
        }
        compare("constant", a.constant, b.constant)
        compare("multiplier", a.multiplier, b.multiplier)
        if a.size != b.size {
            fields.append(.init(name: "size", old: a.size.map { "\(formatNumber($0.width))x\(formatNumber($0.height))" } ?? "-",
                                new: b.size.map { "\(formatNumber($0.width))x\(formatNumber($0.height))" } ?? "-"))
        }
        compare("priority", a.priority, b.priority)
        return fields
    }
}
