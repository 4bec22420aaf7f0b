/// Content that can say which of its fields differ from another value of its type, so a
/// changeset renderer can print `title "Old" → "New"` for an update.
public protocol FieldDiffable {
    /// The fields that differ from `self` (old) to `new`, in a deterministic order.
    func fieldChanges(to new: Self) -> [FieldChange]
}

/// One field that differs between old and new content; `nil` means absent on that side.
public struct FieldChange: Equatable, Hashable, Sendable {
    public var name: String
    public var old: String?
    public var new: String?

    public init(name: String, old: String?, new: String?) {
        self.name = name
        self.old = old
        self.new = new
    }
}

/// Content as named string fields, the shape a parsed YAML spec gives a cell or a
/// section header: `[("title", "Hello"), ("rating", "4")]`.
///
/// Equality ignores field order (a YAML mapping has none) but not duplicates: two lists
/// are equal when they hold the same (name, value) pairs. The common case — same fields in
/// the same order — is one pass with no allocation.
public struct FieldList: Equatable, Hashable, Sendable, FieldDiffable, ExpressibleByDictionaryLiteral {
    public struct Field: Equatable, Hashable, Sendable {
        public var name: String
        public var value: String
        public init(name: String, value: String) { self.name = name; self.value = value }
    }

    public var fields: [Field]

    public init(_ fields: [Field]) { self.fields = fields }

    public init(_ pairs: [(String, String)]) { self.fields = pairs.map { Field(name: $0.0, value: $0.1) } }

    public init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// The value of the first field called `name`.
    public subscript(name: String) -> String? { fields.first { $0.name == name }?.value }

    /// - Complexity: O(k) when both lists have the same order, O(k log k) otherwise.
    public static func == (lhs: FieldList, rhs: FieldList) -> Bool {
        guard lhs.fields.count == rhs.fields.count else { return false }
        if lhs.fields == rhs.fields { return true }
        return lhs.canonical == rhs.canonical
    }

    public func hash(into hasher: inout Hasher) {
        for field in canonical { hasher.combine(field) }
    }

    private var canonical: [Field] {
        fields.sorted { $0.name != $1.name ? $0.name < $1.name : $0.value < $1.value }
    }

    /// Changed fields in old order, then fields only in `new`, in new order. A name that
    /// repeats counts by its first occurrence on each side.
    /// - Complexity: O(k²) for up to 16 fields a side (a cell's few fields: scanning beats
    ///   hashing them), O(k) expected beyond.
    public func fieldChanges(to new: FieldList) -> [FieldChange] {
        if fields.count > 16 || new.fields.count > 16 { return hashedFieldChanges(to: new) }
        var changes: [FieldChange] = []
        for i in fields.indices where Self.firstIndex(of: fields[i].name, in: fields) == i {
            let field = fields[i]
            let newValue = Self.firstIndex(of: field.name, in: new.fields).map { new.fields[$0].value }
            if newValue != field.value { changes.append(FieldChange(name: field.name, old: field.value, new: newValue)) }
        }
        for i in new.fields.indices where Self.firstIndex(of: new.fields[i].name, in: fields) == nil
            && Self.firstIndex(of: new.fields[i].name, in: new.fields) == i {
            changes.append(FieldChange(name: new.fields[i].name, old: nil, new: new.fields[i].value))
        }
        return changes
    }

    private static func firstIndex(of name: String, in fields: [Field]) -> Int? {
        for i in fields.indices where fields[i].name == name { return i }
        return nil
    }

    private func hashedFieldChanges(to new: FieldList) -> [FieldChange] {
        let newValues = Dictionary(new.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(fields.map(\.name))
        var changes: [FieldChange] = []
        var seen = Set<String>()
        for field in fields where seen.insert(field.name).inserted {
            let newValue = newValues[field.name]
            if newValue != field.value { changes.append(FieldChange(name: field.name, old: field.value, new: newValue)) }
        }
        for field in new.fields where !oldNames.contains(field.name) && seen.insert(field.name).inserted {
            changes.append(FieldChange(name: field.name, old: nil, new: field.value))
        }
        return changes
    }
}
