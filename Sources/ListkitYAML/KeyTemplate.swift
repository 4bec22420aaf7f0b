/// The keys of the last flat mapping read, by position: the cells of a spec repeat their keys in
/// the same order, so a key can be recognised by one comparison with the key at its position
/// instead of testing its bytes against the core schema and scanning the keys before it for a
/// duplicate (two thirds of what reading a key cost).
///
/// Why that is enough: a template is only ever made of a mapping that was read to its end as a
/// flat mapping, so its keys are pairwise distinct (by resolved value, as the loader compares
/// keys). While every key of the mapping being read has been, in order, the template's key at
/// its position (same bytes, same style, hence the same resolved value), the next key equal to
/// the template's key at its position is distinct from all of them, and resolves as it did.
struct KeyTemplate {
    private struct Key {
        var text: ShortText
        var style: Scalar.Style
        var isString: Bool
        var isNull: Bool
        var isASCII: Bool?
    }

    private var keys: [Key] = []

    /// The key `bytes` in `style` as the template's key at `position`, or nil when it is not that
    /// key (or the template has no key there, or the key is too long to be remembered).
    @inline(__always)
    func key(_ bytes: UnsafeBufferPointer<UInt8>, style: Scalar.Style, at position: Int) -> FlatScalar? {
        guard position < keys.count, let text = ShortText(bytes) else { return nil }
        let key = keys[position]
        guard key.text == text, key.style == style else { return nil }
        return FlatScalar(bytes: bytes, style: style, isString: key.isString, isNull: key.isNull, isASCII: key.isASCII)
    }

    /// Makes the keys of `entries`, a flat mapping read to its end, the template; up to the first
    /// key too long to remember.
    mutating func replace(with entries: UnsafeBufferPointer<FlatMapping.Entry>) {
        keys.removeAll(keepingCapacity: true)
        for entry in entries {
            guard let text = ShortText(entry.key.bytes) else { return }
            keys.append(Key(text: text, style: entry.key.style, isString: entry.key.isString, isNull: entry.key.isNull, isASCII: entry.key.isASCII))
        }
    }
}
