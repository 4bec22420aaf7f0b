import ListkitYAML

/// A cell: its stable id, its kind, and the fields bound into the kind's `{field}` texts.
///
/// A cell is read from its list's `CellStore` (a reference and an index): `kind` and field
/// names are kept once per list, and the id and a field's value become Strings only when
/// asked for.
public struct CellSpec: Sendable {
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String
        public var mark: Mark
        public init(name: String, value: String, mark: Mark) {
            self.name = name
            self.value = value
            self.mark = mark
        }
    }

    let store: CellStore
    let index: Int

    init(store: CellStore, index: Int) {
        self.store = store
        self.index = index
    }

    /// A cell of its own (not read from a list).
    public init(id: Located<String>, kind: Located<String>, mark: Mark, fields: [Field] = []) {
        var builder = CellStore.Builder()
        builder.append(id: id, kind: kind, mark: mark, fields: fields)
        self.init(store: CellStore(taking: &builder), index: 0)
    }

    private var record: CellStore.Record { store.records[index] }

    public var id: Located<String> { Located(store.id(index), at: store.idMark(of: index)) }
    public var kind: Located<String> { Located(store.kinds[Int(record.kind)], at: store.kindMark(of: index)) }
    public var mark: Mark { record.mark }

    /// Fields in source order.
    public var fields: [Field] {
        let cellMark = record.mark
        return store.fieldRange(of: index).map { i in
            let field = store.fields[i]
            return Field(name: store.names[Int(field.name)], value: store.value(i), mark: store.mark(field.mark, inCellAt: cellMark))
        }
    }

    public var fieldCount: Int { store.fieldRange(of: index).count }

    /// The value of the first field called `name`.
    public func field(_ name: String) -> String? {
        firstField(named: name).map { store.value($0) }
    }

    /// Whether the cell has a field called `name` (without making its value a String).
    public func hasField(_ name: String) -> Bool {
        firstField(named: name) != nil
    }

    private func firstField(named name: String) -> Int? {
        store.fieldRange(of: index).first { store.names[Int(store.fields[$0].name)] == name }
    }
}

/// The cells of a section, in order: a collection over one `CellStore`.
public struct CellList: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    let store: CellStore

    init(store: CellStore) {
        self.store = store
    }

    public init(_ cells: some Sequence<CellSpec>) {
        var builder = CellStore.Builder()
        for cell in cells { builder.append(cell) }
        store = CellStore(taking: &builder)
    }

    public init(arrayLiteral cells: CellSpec...) {
        self.init(cells)
    }

    public init() {
        store = .empty
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { store.count }

    public subscript(position: Int) -> CellSpec {
        precondition(position >= 0 && position < store.count, "cell index out of range")
        return CellSpec(store: store, index: position)
    }

    /// Every cell's id as UTF-8, one after another (shared with the store, not copied).
    public var idBytes: [UInt8] { store.idBytes }

    /// Where the id of the cell at `position` is in `idBytes`.
    public func idRange(at position: Int) -> Range<Int> {
        precondition(position >= 0 && position < store.count, "cell index out of range")
        return store.idRange(of: position)
    }
}
