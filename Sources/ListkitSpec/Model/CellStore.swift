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
    struct Record: Sendable {
        /// The id's bytes in `idBytes`.
        var idStart: UInt32
        var idCount: UInt32
        var idMark: Mark
        var kindMark: Mark
        var mark: Mark
        /// Index into `kinds`.
        var kind: UInt32
        /// End of the cell's fields in `fields`; they start where the previous cell's end.
        var fieldEnd: UInt32
    }

    struct FieldRecord: Sendable {
        /// Index into `names`.
        var name: UInt32
        var valueStart: UInt32
        var valueCount: UInt32
        var mark: Mark
    }

    let records: [Record]
    let fields: [FieldRecord]
    let values: [UInt8]
    /// Every cell's id, one after another.
    let idBytes: [UInt8]
    let kinds: [String]
    let names: [String]
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
        idsAreASCII = taken.idsAreASCII
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
    func idRange(of index: Int) -> Range<Int> {
        let record = records[index]
        return Int(record.idStart)..<Int(record.idStart + record.idCount)
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

    func value(_ field: FieldRecord) -> String {
        withValueBytes(field) { String(decoding: $0, as: UTF8.self) }
    }

    @inline(__always)
    func withValueBytes<R>(_ field: FieldRecord, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        values.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(field.valueStart)..<Int(field.valueStart + field.valueCount)]))
        }
    }

    /// Whether two field values are equal Strings (`RawText.equalAsStrings`).
    static func sameValue(_ a: CellStore, _ x: FieldRecord, _ b: CellStore, _ y: FieldRecord) -> Bool {
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
        /// The name index each field position had in the previous cell: cells of a list mostly
        /// repeat their fields in the same order, so this guess spares a hash lookup per field.
        private var namesByPosition: [UInt32] = []
        private var fieldsInCell = 0

        /// A field of the next cell; `appendCell` ends the cell.
        mutating func appendField(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, mark: Mark) {
            let position = fieldsInCell
            let guess = position < namesByPosition.count ? namesByPosition[position] : nil
            let nameIndex = names.index(of: name, guess: guess)
            if position < namesByPosition.count { namesByPosition[position] = nameIndex } else { namesByPosition.append(nameIndex) }
            fieldsInCell += 1
            let range = values.append(value)
            fields.append(FieldRecord(name: nameIndex, valueStart: UInt32(range.lowerBound), valueCount: UInt32(range.count), mark: mark))
        }

        /// The builder's contents, the builder left empty. The taken arrays are then the only
        /// references to their storage, so `ByteArena.takeBytes` trims them in place.
        mutating func take() -> Builder {
            let taken = self
            self = Builder()
            return taken
        }

        /// Where the next cell's fields start, to take them back with `rollBack(to:)`.
        var fieldCheckpoint: (fields: Int, values: Int) { (fields.count, values.count) }

        /// Takes back the fields appended since `checkpoint`, for a cell that is not appended
        /// after all. Names they interned stay (unused; a store's names are looked up by index).
        mutating func rollBack(to checkpoint: (fields: Int, values: Int)) {
            fields.removeSubrange(checkpoint.fields...)
            values.truncate(to: checkpoint.values)
            fieldsInCell = 0
        }

        /// Ends a cell whose fields were appended since the last one.
        /// `idIsASCII`, when the caller knows it, spares a pass over the id.
        mutating func appendCell(id: UnsafeBufferPointer<UInt8>, idMark: Mark, kind: UnsafeBufferPointer<UInt8>, kindMark: Mark, mark: Mark, idIsASCII: Bool? = nil) {
            let kindIndex = kinds.index(of: kind, guess: records.last?.kind)
            if idsAreASCII { idsAreASCII = idIsASCII ?? RawText.isASCII(id) }
            let idRange = ids.append(id)
            records.append(Record(idStart: UInt32(idRange.lowerBound), idCount: UInt32(idRange.count), idMark: idMark, kindMark: kindMark,
                                  mark: mark, kind: kindIndex, fieldEnd: UInt32(fields.count)))
            fieldsInCell = 0
        }

        /// A cell given as Strings.
        mutating func append(id: Located<String>, kind: Located<String>, mark: Mark, fields: [CellSpec.Field]) {
            for field in fields {
                var name = field.name, value = field.value
                name.withUTF8 { n in value.withUTF8 { v in appendField(name: n, value: v, mark: field.mark) } }
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
        private var bytes: [[UInt8]] = []
        private var indices: [[UInt8]: UInt32] = [:]

        /// The index of `text`, added when new. `guess` is tried first.
        /// - Complexity: O(text) when the guess is right, one hash lookup otherwise.
        mutating func index(of text: UnsafeBufferPointer<UInt8>, guess: UInt32?) -> UInt32 {
            if let guess, bytes[Int(guess)].withUnsafeBufferPointer({ RawText.equal($0, text) }) { return guess }
            let key = Array(text)
            if let found = indices[key] { return found }
            let index = UInt32(strings.count)
            strings.append(String(decoding: text, as: UTF8.self))
            bytes.append(key)
            indices[key] = index
            return index
        }
    }
}
