/// A text compared and hashed by its UTF-8 bytes, not by canonical equivalence as `String`
/// is: the text caches key shaped texts and words by it, since a shaped text's per-byte
/// advances and offsets belong to its own bytes (`café` composed and decomposed differ), and
/// byte hashing skips normalising.
struct ByteText: Hashable {
    var string: String

    init(_ string: String) { self.string = string }

    static func == (a: ByteText, b: ByteText) -> Bool {
        var a = a.string, b = b.string
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && UnsafeRawBufferPointer(x).elementsEqual(UnsafeRawBufferPointer(y)) } }
    }

    func hash(into hasher: inout Hasher) {
        var text = string
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
