import ListkitYAML

/// The cells of one `cells` list, stored flat: one record per cell, every cell's fields in one
/// array, field values as bytes in one buffer, kinds and field names each kept once.
///
/// Why: a big spec has 100k cells. As a struct each, with a `fields` array and a String per
/// value, they took ~340 bytes and three allocations a cell, and their memory (page faults,
/// cache misses) was most of what `listkit diff` spent beyond parsing. Ids are bytes too, in a
/// buffer of their own that the diff's items share (`idBytes`): a String per id was an
/// allocation and 64 bytes of heap each. `CellSpec` reads a cell from here.
public final class CellStore: Sendable {
    /// Ranges are kept as ends only: a cell's id, fields and field values start where the
    /// previous ones end. Marks other than the cell's are `NearMark`s. Together 28 bytes a cell
    /// and 12 a field, against 40 and 20 with full ranges and marks: for 100k cells, 3 MB less
    /// to write, fault in and read.
    struct Record: Sendable {
        /// End of the id's bytes in `idBytes`.
        var idEnd: UInt32
        var mark: Mark
        var idMark: NearMark
        var kindMark: NearMark
        /// Index into `kinds`.
        var kind: UInt32
        /// End of the cell's fields in `fields`; they start where the previous cell's end.
        var fieldEnd: UInt32
    }

    struct FieldRecord: Sendable {
        /// Index into `names`.
        var name: UInt32
        /// End of the value's bytes in `values`.
        var valueEnd: UInt32
        var mark: NearMark
    }

    /// A mark within a cell in 4 bytes: its column when it is on the line of the cell's own
    /// mark (every mark of a flow-style cell is), else (high bit set) an index into `farMarks`.
    struct NearMark: Sendable {
        let bits: UInt32
    }

    let records: [Record]
    let fields: [FieldRecord]
    let values: [UInt8]
    /// Every cell's id, one after another.
    let idBytes: [UInt8]
    let kinds: [String]
    let names: [String]
    /// Marks not on their cell's line (block-style cells), which `NearMark`s point to.
    let farMarks: [Mark]
    /// Whether every id is ASCII (String `==` on them is then byte equality).
    let idsAreASCII: Bool

    /// Takes the builder's cells, leaving it empty. The arrays are taken as they are, not
    /// copied to their exact size: a copy touched as many fresh pages again.
    init(taking builder: inout Builder) {
        var taken = builder.take()
        records = taken.records
        fields = taken.fields
        values = taken.values.takeBytes()
        idBytes = taken.ids.takeBytes()
        kinds = taken.kinds.strings
        names = taken.names.strings
        farMarks = taken.farMarks
        idsAreASCII = taken.idsAreASCII
    }

    /// The full mark of `near`, a mark of the cell whose own mark is `cellMark`.
    @inline(__always)
    func mark(_ near: NearMark, inCellAt cellMark: Mark) -> Mark {
        near.bits & 0x8000_0000 == 0 ? Mark(line: cellMark.line, column: Int(near.bits)) : farMarks[Int(near.bits & 0x7FFF_FFFF)]
    }

    func idMark(of index: Int) -> Mark {
        let record = records[index]
        return mark(record.idMark, inCellAt: record.mark)
    }

    func kindMark(of index: Int) -> Mark {
        let record = records[index]
        return mark(record.kindMark, inCellAt: record.mark)
    }

    static let empty: CellStore = {
        var builder = Builder()
        return CellStore(taking: &builder)
    }()

    var count: Int { records.count }

    /// The indices in `fields` of cell `index`'s fields.
    @inline(__always)
    func fieldRange(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(records[index - 1].fieldEnd))..<Int(records[index].fieldEnd)
    }

    /// Where cell `index`'s id is in `idBytes`.
    @inline(__always)
    func idRange(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(records[index - 1].idEnd))..<Int(records[index].idEnd)
    }

    /// Where field `field`'s value is in `values`.
    @inline(__always)
    func valueRange(of field: Int) -> Range<Int> {
        (field == 0 ? 0 : Int(fields[field - 1].valueEnd))..<Int(fields[field].valueEnd)
    }

    /// Calls `body` with the UTF-8 bytes of cell `index`'s id.
    func withIDBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = idRange(of: index)
        return idBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Cell `index`'s id as a String.
    func id(_ index: Int) -> String {
        withIDBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The value of field `field` (an index into `fields`).
    func value(_ field: Int) -> String {
        withValueBytes(field) { String(decoding: $0, as: UTF8.self) }
    }

    @inline(__always)
    func withValueBytes<R>(_ field: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = valueRange(of: field)
        return values.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Whether two field values (indices into each store's `fields`) are equal Strings
    /// (`RawText.equalAsStrings`).
    static func sameValue(_ a: CellStore, _ x: Int, _ b: CellStore, _ y: Int) -> Bool {
        a.withValueBytes(x) { p in b.withValueBytes(y) { q in RawText.equalAsStrings(p, q) } }
    }
}

extension CellStore {
    /// Collects cells in order, then becomes a `CellStore`.
    struct Builder {
        var records: [Record] = []
        var fields: [FieldRecord] = []
        var values = ByteArena()
        var ids = ByteArena()
        var kinds = InternTable()
        var names = InternTable()
        var idsAreASCII = true
        var farMarks: [Mark] = []
        /// The name index each field position had in the previous cell: cells of a list mostly
        /// repeat their fields in the same order, so this guess spares a hash lookup per field.
        private var namesByPosition: [UInt32] = []
        private var fieldsInCell = 0
        /// The previous cell's kind, the guess for the next one's.
        private var lastKind: UInt32?
        /// The previous cell's kind's text, when short: the next cell's kind is found by one
        /// comparison with it, without the name table's code (which, run for every cell,
        /// evicted the parser's code from the instruction cache).
        private var lastKindText: ShortText?
        /// The keys of the last cell read from a flat mapping, by position (see `key(_:at:)`).
        private var keysByPosition: [PositionKey] = []

        /// What a key of a cell read from a flat mapping is.
        enum Key: Equatable {
            case id, kind
            /// A field, by its name's index in `names`.
            case field(UInt32)
        }

        private struct PositionKey {
            var text: ShortText
            var key: Key
        }

        /// `mark` as a `NearMark` of the cell whose own mark is `cellMark`.
        @inline(__always)
        private mutating func near(_ mark: Mark, cellMark: Mark) -> NearMark {
            if mark.line == cellMark.line, mark.column >= 0, mark.column < 0x8000_0000 { return NearMark(bits: UInt32(mark.column)) }
            farMarks.append(mark)
            return NearMark(bits: 0x8000_0000 | UInt32(truncatingIfNeeded: farMarks.count - 1))
        }

        /// A field of the next cell, whose own mark is `cellMark`; `appendCell` ends the cell.
        mutating func appendField(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, mark: Mark, cellMark: Mark) {
            let position = fieldsInCell
            let guess = position < namesByPosition.count ? namesByPosition[position] : nil
            let nameIndex = names.index(of: name, guess: guess)
            if position < namesByPosition.count { namesByPosition[position] = nameIndex } else { namesByPosition.append(nameIndex) }
            fieldsInCell += 1
            appendField(nameIndex: nameIndex, value: value, mark: mark, cellMark: cellMark)
        }

        /// What the key `name` at `position` of the next cell's mapping is: found by one
        /// comparison when the previous cell had the same key there (cells of a list repeat
        /// their keys in order), else by its bytes (`id` and `kind`: no other spelling is
        /// String `==` to them) and the name table.
        @inline(__always)
        mutating func key(_ name: UnsafeBufferPointer<UInt8>, at position: Int) -> Key {
            let text = ShortText(name)
            if let text, position < keysByPosition.count, keysByPosition[position].text == text {
                return keysByPosition[position].key
            }
            return newKey(name, text: text, at: position)
        }

        private mutating func newKey(_ name: UnsafeBufferPointer<UInt8>, text: ShortText?, at position: Int) -> Key {
            let key: Key
            if RawText.equal(name, Self.idName) {
                key = .id
            } else if RawText.equal(name, Self.kindName) {
                key = .kind
            } else {
                key = .field(names.index(of: name, guess: nil))
            }
            // Remembered at its position; a long name (never a spec's) is looked up each time.
            if let text, position <= keysByPosition.count {
                if position == keysByPosition.count {
                    keysByPosition.append(PositionKey(text: text, key: key))
                } else {
                    keysByPosition[position] = PositionKey(text: text, key: key)
                }
            }
            return key
        }

        private static var idName: UnsafeBufferPointer<UInt8> { Self.bytes(of: "id") }
        private static var kindName: UnsafeBufferPointer<UInt8> { Self.bytes(of: "kind") }

        private static func bytes(of name: StaticString) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        }

        /// A field of the next cell named by `key(_:at:)`; `appendCell` ends the cell.
        @inline(__always)
        mutating func appendField(nameIndex: UInt32, value: UnsafeBufferPointer<UInt8>, mark: Mark, cellMark: Mark) {
            let range = values.append(value)
            let fieldMark = near(mark, cellMark: cellMark)
            fields.append(FieldRecord(name: nameIndex, valueEnd: UInt32(range.upperBound), mark: fieldMark))
        }

        /// The builder's contents, the builder left empty. The taken arrays are then the only
        /// references to their storage, so `ByteArena.takeBytes` trims them in place.
        mutating func take() -> Builder {
            let taken = self
            self = Builder()
            return taken
        }

        /// Where the next cell's fields start, to take them back with `rollBack(to:)`.
        var fieldCheckpoint: (fields: Int, values: Int, farMarks: Int) { (fields.count, values.count, farMarks.count) }

        /// Takes back the fields appended since `checkpoint`, for a cell that is not appended
        /// after all. Names they interned stay (unused; a store's names are looked up by index).
        mutating func rollBack(to checkpoint: (fields: Int, values: Int, farMarks: Int)) {
            fields.removeSubrange(checkpoint.fields...)
            values.truncate(to: checkpoint.values)
            farMarks.removeSubrange(checkpoint.farMarks...)
            fieldsInCell = 0
        }

        /// Ends a cell whose fields were appended since the last one.
        /// `idIsASCII`, when the caller knows it, spares a pass over the id.
        mutating func appendCell(id: UnsafeBufferPointer<UInt8>, idMark: Mark, kind: UnsafeBufferPointer<UInt8>, kindMark: Mark, mark: Mark, idIsASCII: Bool? = nil) {
            let kindText = ShortText(kind)
            let kindIndex: UInt32
            if let lastKind, let kindText, kindText == lastKindText {
                kindIndex = lastKind
            } else {
                kindIndex = kinds.index(of: kind, guess: lastKind)
                lastKind = kindIndex
                lastKindText = kindText
            }
            if idsAreASCII { idsAreASCII = idIsASCII ?? RawText.isASCII(id) }
            let idRange = ids.append(id)
            let (nearID, nearKind) = (near(idMark, cellMark: mark), near(kindMark, cellMark: mark))
            records.append(Record(idEnd: UInt32(idRange.upperBound), mark: mark, idMark: nearID, kindMark: nearKind,
                                  kind: kindIndex, fieldEnd: UInt32(fields.count)))
            fieldsInCell = 0
        }

        /// A cell given as Strings.
        mutating func append(id: Located<String>, kind: Located<String>, mark: Mark, fields: [CellSpec.Field]) {
            for field in fields {
                var name = field.name, value = field.value
                name.withUTF8 { n in value.withUTF8 { v in appendField(name: n, value: v, mark: field.mark, cellMark: mark) } }
            }
            var kindText = kind.value, idText = id.value
            kindText.withUTF8 { kindBytes in
                idText.withUTF8 { appendCell(id: $0, idMark: id.mark, kind: kindBytes, kindMark: kind.mark, mark: mark) }
            }
        }

        /// A cell of another store.
        mutating func append(_ cell: CellSpec) {
            append(id: cell.id, kind: cell.kind, mark: cell.mark, fields: cell.fields)
        }
    }

    /// Distinct byte strings, each kept once as a String, found again by their bytes (not by
    /// String `==`, which would merge two spellings that are only canonically equivalent).
    struct InternTable {
        private(set) var strings: [String] = []
        /// Every string's bytes, one after another; string `i` ends at `ends[i]`. A guess is
        /// checked against them in place (an array per string cost a retain and a release).
        private var bytes: [UInt8] = []
        private var ends: [Int] = []
        /// The strings after the first `scanned`, by their bytes.
        private var indices: [[UInt8]: UInt32] = [:]
        /// The first strings are found by comparing their bytes in place: a list's kinds and
        /// field names are a handful, and the hash table needed an array of the text's bytes (an
        /// allocation) for every cell whose kind or keys differ from the previous cell's, and an
        /// insertion per string in every list.
        private static let scanned = 16

        /// The index of `text`, added when new. `guess` is tried first.
        /// - Complexity: O(text) when the guess is right, O(`scanned` + text) for one of the
        ///   first strings, and a hash lookup besides for the others.
        mutating func index(of text: UnsafeBufferPointer<UInt8>, guess: UInt32?) -> UInt32 {
            if let guess, matches(Int(guess), text) { return guess }
            for index in 0..<min(strings.count, Self.scanned) where matches(index, text) { return UInt32(index) }
            if strings.count > Self.scanned, let found = indices[Array(text)] { return found }
            let index = strings.count
            if index >= Self.scanned { indices[Array(text)] = UInt32(index) }
            strings.append(String(decoding: text, as: UTF8.self))
            bytes.append(contentsOf: text)
            ends.append(bytes.count)
            return UInt32(index)
        }

        @inline(__always)
        private func matches(_ index: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = index == 0 ? 0 : ends[index - 1], end = ends[index]
            guard end - start == text.count else { return false }
            return bytes.withUnsafeBufferPointer { RawText.equal(UnsafeBufferPointer(rebasing: $0[start..<end]), text) }
        }
    }
}
